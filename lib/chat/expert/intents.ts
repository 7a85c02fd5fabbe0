/**
 * Conversational intents recognised before retrieval: small talk, questions about the assistant,
 * requests for a person, attempts to pull configuration, and questions we must not answer.
 */
import { followedOnLine } from '@/lib/text/linear';
import { normalize, terms as canonicalTerms } from './text';

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
  /\b(jailbreak|developer mode|dan mode|sudo|root access)\b/,
  /\b(which|what)\s+(llm|model|ai model|language model|gpt)\b/,
  /\b(process\.env|printenv|cat \/etc|database (path|file|dump)|sql|dump (the|your) (database|db))\b/,
];

/** "ignore … instructions": an override verb, later on the same line the thing to override. */
const OVERRIDE_VERB = /\b(ignore|disregard|forget|override|bypass)\b/;
const OVERRIDE_TARGET = /\b(instruction|instructions|rules|prompt|above|previous|prior)\b/g;

export function isSecretProbe(text: string): boolean {
  const n = normalize(text);
  return SECRET_PATTERNS.some((pattern) => pattern.test(n)) || followedOnLine(n, OVERRIDE_VERB, OVERRIDE_TARGET);
}

// Sticky: each is matched where the previous small talk ended.
const GREETING =
  /(hi|hello|hey|hiya|howdy|yo|greetings|good (morning|afternoon|evening|day)|xin chao|hola|bonjour|ni hao|sup|what'?s up|hey there|hi there|hello there)\b[\s,!.:-]*/y;
const THANKS =
  /(thanks?|thank (you|u)|thx|ty|cheers|much appreciated|appreciate (it|that|the help)|great|awesome|perfect|cool|nice|got it|ok(ay)?|helpful|that helps|that'?s (helpful|great|perfect|all i needed)|super)\b[\s,!.:-]*/y;
const GOODBYE =
  /(bye|goodbye|good bye|see (you|ya)|later|talk (to you )?(later|soon)|have a (good|nice|great) (day|one|evening)|that'?s all|nothing else)\b[\s,!.:-]*/y;
const SMALL_TALK = [
  ['greeting', GREETING],
  ['thanks', THANKS],
  ['goodbye', GOODBYE],
] as const;

/**
 * Phrases that may trail small talk without making it a question, as word sequences. Matched over
 * the words of the rest (a loop, not a repeated group of overlapping alternatives, which would
 * backtrack exponentially on "so much so much …").
 */
const FILLER_PHRASES: string[][] = [
  'so', 'very', 'a lot', 'lots', 'much', 'again', 'everyone', 'all', 'team', 'kairo', 'kairo pr', 'bot',
  'assistant', 'there', 'friend', 'mate', 'guys', 'how are you', 'how are you doing', 'how are you today',
  'how are you doing today', 'hows it going', "how's it going", 'nice to meet you', 'so much', 'you', 'u',
  ...['the', 'your'].flatMap((whose) =>
    ['help', 'info', 'information', 'answer', 'reply'].map((thing) => `for ${whose} ${thing}`),
  ),
].map((phrase) => phrase.split(' '));
const FILLER_SEPARATORS = /[\s,!.?:-]+/;

/** True when the lower-case text is nothing but filler phrases and punctuation. */
function isFiller(lowered: string): boolean {
  const words = lowered.split(FILLER_SEPARATORS).filter(Boolean);
  if (words.length === 0) return false;
  // covered[i]: the first i words are a sequence of whole phrases.
  const covered = new Array<boolean>(words.length + 1).fill(false);
  covered[0] = true;
  for (let i = 0; i < words.length; i++) {
    if (!covered[i]) continue;
    for (const phrase of FILLER_PHRASES) {
      if (i + phrase.length <= words.length && phrase.every((word, k) => words[i + k] === word)) {
        covered[i + phrase.length] = true;
      }
    }
  }
  return covered[words.length];
}

/**
 * `text` lower-cased with curly apostrophes made straight, always of the same length so indexes
 * carry over (a few letters, such as "İ", grow when lower-cased; then only ASCII is lowered, which
 * is all the small-talk patterns read).
 */
function lowerForMatching(text: string): string {
  const lowered = text.toLowerCase();
  const sameLength = lowered.length === text.length ? lowered : text.replace(/[A-Z]/g, (c) => c.toLowerCase());
  return sameLength.replace(/[’‘]/g, "'");
}

/** The small talk that starts at `at`, with the blanks and punctuation after it. */
function smallTalkAt(lowered: string, at: number): { kind: SmallTalk; end: number } | null {
  for (const [kind, pattern] of SMALL_TALK) {
    pattern.lastIndex = at;
    if (pattern.exec(lowered)) return { kind, end: pattern.lastIndex };
  }
  return null;
}

function skipSpace(text: string, at: number): number {
  while (at < text.length && /\s/.test(text[at])) at++;
  return at;
}

/**
 * Splits leading small talk from the rest: "Hi! How much is X?" gives `greeting` and "How much is X?".
 * `rest` is empty when the message is small talk only. One pass: each phrase is matched where the
 * previous one ended ("Thanks, bye" or "Hi, thanks" stay small talk).
 */
export function splitSmallTalk(text: string): { kind: SmallTalk | null; rest: string } {
  const trimmed = text.trim();
  const lowered = lowerForMatching(trimmed);
  const first = smallTalkAt(lowered, 0);
  if (!first) return { kind: null, rest: trimmed };
  let at = skipSpace(lowered, first.end);
  for (let next = smallTalkAt(lowered, at); next && at < lowered.length; next = smallTalkAt(lowered, at)) {
    at = skipSpace(lowered, next.end);
  }
  const rest = trimmed.slice(at).trim();
  if (!rest || isFiller(lowered.slice(at))) return { kind: first.kind, rest: '' };
  return { kind: first.kind, rest };
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
  /\b(human|real person|live agent|live person|representative)\b/,
  /\bcall me( back)?\b/,
  /\b(phone|whatsapp|telegram) number\b/,
];

/** "talk … to a person": a verb, later on the same line someone to talk to. */
const CONTACT_VERB = /\b(talk|speak|chat|connect|get in touch)\b/;
const CONTACT_TARGET =
  /\b(human|person|someone|somebody|real|agent|representative|rep|team|sales|staff|manager|consultant|expert|strategist)\b/g;

export function wantsHuman(text: string): boolean {
  const n = normalize(text);
  // "Will you call me back the same day?" asks how fast, answered from the content.
  return (
    (HUMAN.some((pattern) => pattern.test(n)) || followedOnLine(n, CONTACT_VERB, CONTACT_TARGET)) &&
    !/\b(are|r) (you|u) (a |an )?(human|real person)\b/.test(n) &&
    !/\bsame day\b/.test(n)
  );
}

/** Questions we decline on principle: investment advice and price predictions. */
const ADVICE = [
  /\b(price|value) of (bitcoin|btc|ethereum|eth|solana|sol|bnb|xrp|doge|a coin|the token|crypto)\b/,
  /\b(bitcoin|btc|ethereum|eth|solana|sol|bnb|xrp|doge|coin|token|stock|share) (price|prices|prediction|forecast)\b/,
  /\bshould i (buy|sell|invest|hold)\b/,
  /\b(financial|investment|trading|tax|legal) advice\b/,
  /\b(stock|trading) tips?\b/,
  /\bto the moon\b/,
  /\b(my|our|a) (lawyer|attorney|accountant)\b/,
  /\b(is|are) (our|my|the|this) (token|coin|tokens|coins) (a )?securit(y|ies)\b/,
  /\bsecurities law\b/,
];

/** Requests plainly unrelated to PR; answered with what the assistant can do instead. */
const OFF_TOPIC =
  /\b(poem|poems|joke|jokes|weather|recipe|recipes|song|lyrics|homework|horoscope|football|soccer|basketball|movie|movies|netflix|capital of|girlfriend|boyfriend|dating|meaning of life)\b/;

/** Writing, coding and trivia requests; translation only when it is not about a release. */
const UNRELATED_TASK =
  /\b(python|javascript|typescript|script|scraper|scrape|coding|essay|history of|roman empire|recipe|crossword|riddle)\b/;
const TRANSLATE = /\btranslat(e|ion)\b/;
const ABOUT_RELEASE = /\b(release|press|announcement|article|story|content|pr)\b/;
/** Running down other agencies is not something the assistant does, however it is asked. */
const RIVALS = /\b(competitors?|(other|rival) (pr )?(agencies|agency|firms?))\b/;
const RIVALS_AFTER = /\b(competitors?|(other|rival) (pr )?(agencies|agency|firms?))\b/g;
const SLUR = /\b(scams?|frauds?|fake|worse|bad|liars?)\b/;
const SLUR_AFTER = /\b(scams?|frauds?|fake|worse|bad|liars?)\b/g;
const isDisparaging = (normalized: string) => {
  // Single spaces: the phrase rewrites of `normalize` leave doubled ones ("other  pr  agencies").
  const n = normalized.replace(/ +/g, ' ');
  return followedOnLine(n, RIVALS, SLUR_AFTER) || followedOnLine(n, SLUR, RIVALS_AFTER);
};

export function isOffTopicRequest(text: string): boolean {
  const n = normalize(text);
  return (
    OFF_TOPIC.test(n) || UNRELATED_TASK.test(n) || (TRANSLATE.test(n) && !ABOUT_RELEASE.test(n)) || isDisparaging(n)
  );
}

/**
 * Commercial terms the content does not state (discounts, cancellations, payment methods, reach in
 * views): only the team can answer them, and a guess would be a promise the agency never made.
 */
const NEEDS_PERSON =
  /\b(discounts?|coupons?|promo codes?|vouchers?|cancel|cancelling|canceling|cancellation|installments?|instalments?|paypal|usdt|usdc|pay (in|with|by|using) (crypto|btc|bitcoin|eth|card|credit card|bank transfer))\b|% off\b/;
/** "Guarantee … a million views": reach the agency never promises. */
const PROMISE = /\b(guarantee|guaranteed|promise|promised|ensure|assure)\b/;
const REACH = /\b(views|clicks|impressions|readers|followers|visitors|signups|sign ups|users|traffic)\b/g;

export function needsPerson(text: string): boolean {
  const n = normalize(text);
  return NEEDS_PERSON.test(n) || followedOnLine(n, PROMISE, REACH);
}

export function isAdviceRequest(text: string): boolean {
  const n = normalize(text);
  return ADVICE.some((pattern) => pattern.test(n));
}

/** References like "it", "that one" that point back to an earlier question. */
export function isFollowUp(text: string): boolean {
  return /\b(it|its|that|this|that one|this one|them|those|these|the same)\b/.test(normalize(text));
}

/**
 * What a question is about, decided before any word overlap is weighed: the expert then answers from
 * the passages on that topic only, so "How long does a launch take?" reaches Launch PR and not the
 * generic publication time, and a contact-form question never lands on a case study.
 * Checked in order; the first that applies wins.
 */
export type Topic =
  | 'founder'
  | 'newsroom'
  | 'case-study'
  | 'own-article'
  | 'crisis'
  | 'refund'
  | 'lifetime'
  | 'unique'
  | 'publication-time'
  | 'review'
  | 'seo'
  | 'checker'
  | 'angle'
  | 'leadership'
  | 'entry'
  | 'investor'
  | 'launch'
  | 'revision'
  | 'nda'
  | 'abroad'
  | 'contact'
  | 'booking'
  | 'process'
  | 'office'
  | 'figures'
  | 'services'
  | 'outlets';

type TopicRule = { topic: Topic; test: (n: string, terms: ReadonlySet<string>) => boolean };

/** True when the question has one of these words, compared in canonical form ("Google News" is `googlenew`). */
const has = (...words: string[]) => {
  const wanted = words.flatMap((word) => canonicalTerms(word));
  return (_: string, terms: ReadonlySet<string>) => wanted.some((t) => terms.has(t));
};
const says = (pattern: RegExp) => (n: string) => pattern.test(n);

const REGIONS =
  /\b(vietnam|vietnamese|korea|korean|japan|japanese|indonesia|indonesian|thailand|thai|philippines|malaysia|southeast asia|east asia|regional|local)\b/;
const OUTLETS_ASKED =
  /\b(which|what|what kind of|what type of|what sort of|list of|name (the|your)) (outlets?|media|publications?|sites?|websites?|newspapers?|news sites?)\b|\b(outlets?|publications?|media) can you get\b|\bappear on\b|\bget (us|me) (into|in|on)\b/;

const FOUNDING = /\b(found|founded|start|started|runs|leads|owns|created|established|behind)\b/g;

const TOPIC_RULES: TopicRule[] = [
  {
    topic: 'founder',
    test: (n) =>
      followedOnLine(n, /\b(who|when)\b/, FOUNDING) ||
      /\byour (founder|ceo|managing director)\b|\bfounded (in|when)\b/.test(n),
  },
  {
    topic: 'newsroom',
    test: says(
      /\bhow (should|do|can|to) (i|we)? ?(pitch|write|announce|handle|respond|repurpose)\b|\b(an article|any articles|articles on|your articles|blog|newsroom|research|survey|media report|guides?|tips|playbook|news about|latest news|recent news|hired?|appoint(ed)?)\b/,
    ),
  },
  {
    topic: 'abroad',
    test: says(
      /\b(outside (of )?asia|europe|european|german|french|british|american|usa|middle east|worldwide clients)\b/,
    ),
  },
  { topic: 'nda', test: says(/\b(nda|ndas|non[- ]disclosure|confidential)\b/) },
  {
    topic: 'own-article',
    test: (n, terms) => terms.has('write') && /\b(own|ourselves|myself|yourselves)\b/.test(n),
  },
  { topic: 'case-study', test: has('casestudy') },
  { topic: 'crisis', test: has('crisis') },
  {
    topic: 'refund',
    test: (n, terms) =>
      terms.has('refund') ||
      /\b(not|never|doesnt|dont|fail(s|ed)? to|wont|isnt) (get )?(be )?(publish|publishes|published|run|go live)\b|\b(hidden|extra|additional|third[- ]party) (fees?|costs?|charges?)\b/.test(
        n,
      ),
  },
  { topic: 'lifetime', test: has('lifetime') },
  { topic: 'unique', test: has('unique') },
  { topic: 'publication-time', test: (_, terms) => terms.has('duration') && terms.has('publish') },
  { topic: 'review', test: has('review') },
  { topic: 'seo', test: has('seo', 'google news', 'bing news') },
  { topic: 'checker', test: has('checker') },
  { topic: 'angle', test: (n, terms) => terms.has('angle') || /\b(what|which) (story|stories) to\b/.test(n) },
  { topic: 'leadership', test: has('leadership') },
  {
    topic: 'entry',
    test: (n, terms) =>
      terms.has('entry') ||
      /\b(expand|expanding|expansion|enter|entering)\b/.test(n) ||
      (/\btranslat(e|ion)\b/.test(n) && !terms.has('office')) ||
      (REGIONS.test(n) &&
        !terms.has('office') &&
        ['outlet', 'publish', 'launch', 'journalist'].some((t) => terms.has(t))),
  },
  { topic: 'investor', test: has('investor') },
  { topic: 'launch', test: has('launch') },
  { topic: 'revision', test: has('revision') },
  {
    topic: 'process',
    test: says(
      /\b(what happens (after|next|once|when)|next steps?|process|how does (it|this|working with you) work|onboarding)\b/,
    ),
  },
  {
    topic: 'contact',
    test: (n, terms) =>
      terms.has('contact') ||
      /\b(contact form|inquiry|enquiry|first message|reach you|get in touch|reply|respond to (my|our) (message|email))\b/.test(
        n,
      ),
  },
  { topic: 'booking', test: (n, terms) => terms.has('book') || /\b(a|the|your) (call|chat)\b/.test(n) },
  {
    topic: 'office',
    test: (n, terms) => terms.has('office') || /\b(saigon|hcmc|ho chi minh|on the ground|drop by|visit you)\b/.test(n),
  },
  {
    topic: 'figures',
    test: says(
      /\bhow (big|large|wide)\b|\bhow many (journalists|publishers|projects|campaigns|releases|press releases|clients)\b/,
    ),
  },
  {
    topic: 'services',
    test: says(/\bwhat (do|does) (you|kairo|your (agency|company|team))( guys| all)?( do| offer)\b|\bwhat services\b/),
  },
  { topic: 'outlets', test: says(OUTLETS_ASKED) },
];

export function questionTopic(normalized: string, terms: ReadonlySet<string>): Topic | null {
  return TOPIC_RULES.find((rule) => rule.test(normalized, terms))?.topic ?? null;
}

/** The outlets a visitor asks about are in a region the agency enters for clients. */
export function asksAboutRegion(normalized: string): boolean {
  return REGIONS.test(normalized);
}
