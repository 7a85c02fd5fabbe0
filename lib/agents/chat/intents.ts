/**
 * Conversational intents recognised before retrieval: small talk, questions about the assistant,
 * requests for a person, attempts to pull configuration, and questions we must not answer.
 */
import { normalize } from './text';

export type SmallTalk = 'greeting' | 'thanks' | 'goodbye';

/** Probing for secrets, internals or prompt overrides; answered with a refusal, never passed to a model. */
const SECRET_PATTERNS: RegExp[] = [
  /\b(system|initial|hidden|original|developer|internal)\s+(prompt|message|instruction|instructions|rules|config)\b/,
  /\byour\s+(prompt|instructions|configuration|config|settings|source code|programming)\b/,
  /\b(api|secret|access|auth|bearer|private|revalidate)[\s_-]*(key|keys|token|tokens)\b/,
  /\b(password|passwords|credentials? (file|for)|secrets|secret (key|value|config))\b/,
  /\benv\b|\benvironment\s+(var|vars|variable|variables|file|config|settings)\b/,
  /(^|\s)\.env\b/,
  /\b(llm|provider|revalidate|data|site)_[a-z_]+\b/,
  /\b(ignore|disregard|forget|override|bypass)\b.*\b(instruction|instructions|rules|prompt|above|previous|prior)\b/,
  /\b(jailbreak|developer mode|dan mode|sudo|root access)\b/,
  /\b(which|what)\s+(llm|model|ai model|language model|gpt)\b/,
  /\b(process\.env|printenv|cat \/etc|database (path|file|dump)|sql|dump (the|your) (database|db))\b/,
];

export function isSecretProbe(text: string): boolean {
  const n = normalize(text);
  return SECRET_PATTERNS.some((pattern) => pattern.test(n));
}

const GREETING =
  /^(hi|hello|hey|hiya|howdy|yo|greetings|good (morning|afternoon|evening|day)|xin chao|hola|bonjour|ni hao|sup|what'?s up|hey there|hi there|hello there)\b[\s,!.:-]*/;
const THANKS =
  /^(thanks?|thank (you|u)|thx|ty|cheers|much appreciated|appreciate (it|that|the help)|great|awesome|perfect|cool|nice|got it|ok(ay)?|helpful|that helps|that'?s (helpful|great|perfect|all i needed)|super)\b[\s,!.:-]*/;
const GOODBYE =
  /^(bye|goodbye|good bye|see (you|ya)|later|talk (to you )?(later|soon)|have a (good|nice|great) (day|one|evening)|that'?s all|nothing else)\b[\s,!.:-]*/;
/** Words that may trail small talk without making it a question. */
const FILLER =
  /^((so|very|a lot|lots|much|again|for (the|your) (help|info|information|answer|reply)|everyone|all|team|kairo( pr)?|bot|assistant|there|friend|mate|guys|how are you( doing)?( today)?|how'?s it going|nice to meet you|so much|you|u)[\s,!.?:-]*)+$/;

/**
 * Splits leading small talk from the rest: "Hi! How much is X?" gives `greeting` and "How much is X?".
 * `rest` is empty when the message is small talk only.
 */
export function splitSmallTalk(text: string): { kind: SmallTalk | null; rest: string } {
  const lowered = text.trim().toLowerCase().replace(/[’‘]/g, "'");
  for (const [kind, pattern] of [
    ['greeting', GREETING],
    ['thanks', THANKS],
    ['goodbye', GOODBYE],
  ] as const) {
    const match = lowered.match(pattern);
    if (!match) continue;
    let rest = text.trim().slice(match[0].length).trim();
    // "Thanks, bye" or "Hi, thanks" stay small talk.
    while (
      rest &&
      (GREETING.test(rest.toLowerCase()) || THANKS.test(rest.toLowerCase()) || GOODBYE.test(rest.toLowerCase()))
    ) {
      const inner =
        rest.toLowerCase().match(GREETING) ?? rest.toLowerCase().match(THANKS) ?? rest.toLowerCase().match(GOODBYE);
      rest = rest.slice(inner![0].length).trim();
    }
    if (!rest || FILLER.test(rest.toLowerCase())) return { kind, rest: '' };
    return { kind, rest };
  }
  return { kind: null, rest: text.trim() };
}

const IDENTITY = [
  /\bwho (are|r) (you|u)\b/,
  /\bwhat (are|r) (you|u)\b(?! (offering|selling|charging|doing for))/,
  /\b(are|r) (you|u) (a |an )?(bot|robot|human|real|person|ai|machine|chatbot|real person|live agent)\b/,
  /\bwhat('?s| is) your name\b/,
  /\bwho am i (talking|speaking|chatting) (to|with)\b/,
  /\bwhat can (you|u) (do|help( me)? with)\b/,
  /\bhow can (you|u) help\b/,
  /\bintroduce yourself\b/,
];

export function isIdentityQuestion(text: string): boolean {
  const n = normalize(text);
  return IDENTITY.some((pattern) => pattern.test(n));
}

const HUMAN = [
  /\b(talk|speak|chat|connect|get in touch)\b.*\b(human|person|someone|somebody|real|agent|representative|rep|team|sales|staff|manager|consultant|expert|strategist)\b/,
  /\b(human|real person|live agent|live person|representative)\b/,
  /\bcall me( back)?\b/,
  /\b(phone|whatsapp|telegram) number\b/,
];

export function wantsHuman(text: string): boolean {
  const n = normalize(text);
  return HUMAN.some((pattern) => pattern.test(n)) && !/\b(are|r) (you|u) (a |an )?(human|real person)\b/.test(n);
}

/** Questions we decline on principle: investment advice and price predictions. */
const ADVICE = [
  /\b(price|value) of (bitcoin|btc|ethereum|eth|solana|sol|bnb|xrp|doge|a coin|the token|crypto)\b/,
  /\b(bitcoin|btc|ethereum|eth|solana|sol|bnb|xrp|doge|coin|token|stock|share) (price|prices|prediction|forecast)\b/,
  /\bshould i (buy|sell|invest|hold)\b/,
  /\b(financial|investment|trading|tax|legal) advice\b/,
  /\b(stock|trading) tips?\b/,
  /\bto the moon\b/,
];

/** Requests plainly unrelated to PR; answered with what the assistant can do instead. */
const OFF_TOPIC =
  /\b(poem|poems|joke|jokes|weather|recipe|recipes|song|lyrics|homework|horoscope|football|soccer|basketball|movie|movies|netflix|capital of|girlfriend|boyfriend|dating|meaning of life)\b/;

export function isOffTopicRequest(text: string): boolean {
  return OFF_TOPIC.test(normalize(text));
}

export function isAdviceRequest(text: string): boolean {
  const n = normalize(text);
  return ADVICE.some((pattern) => pattern.test(n));
}

/** References like "it", "that one" that point back to an earlier question. */
export function isFollowUp(text: string): boolean {
  return /\b(it|its|that|this|that one|this one|them|those|these|the same)\b/.test(normalize(text));
}
