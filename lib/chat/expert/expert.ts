/**
 * The embedded PR strategy expert: turns a visitor's message into a specific Markdown reply from the
 * knowledge passages. Structured questions (a named package, "the most popular one") are answered
 * from the package data directly; everything else goes through retrieval with a confidence floor,
 * below which the expert says it does not know and offers a person.
 */
import type { AgentMessage } from '@/lib/conversations/agent';
import type { PricingPackage } from '@/lib/content/schemas';
import {
  asksAboutRegion,
  isAdviceRequest,
  isFollowUp,
  isIdentityQuestion,
  isOffTopicRequest,
  isSecretProbe,
  needsPerson,
  questionTopic,
  splitSmallTalk,
  wantsHuman,
  type Topic,
} from './intents';
import { formatUsd } from '@/lib/content/price';
import { bookingLink, buildPassages, emailLink, type KnowledgeSources, type Passage } from './knowledge';
import { createIndex, type Hit, type KnowledgeIndex } from './retriever';
import { normalize, terms } from './text';

type ReplyKind =
  | 'answer'
  | 'package'
  | 'greeting'
  | 'thanks'
  | 'goodbye'
  | 'identity'
  | 'human'
  | 'refusal'
  | 'advice'
  | 'off-topic'
  | 'unknown'
  | 'empty';

type Reply = { kind: ReplyKind; markdown: string; passages: Passage[] };

export type ChatExpert = {
  index: KnowledgeIndex;
  /** The packages the answers quote, for a language model's system prompt. */
  packages: readonly PricingPackage[];
  reply(text: string, history?: AgentMessage[]): Reply;
  /**
   * The passages that ground a language model's answer: those the embedded expert answers from, then
   * other confident matches. None when the expert would refuse, so the model is told nothing covers it.
   */
  retrieve(text: string, limit?: number, history?: AgentMessage[]): Passage[];
};

/** Words that make a question about PR or the agency even when no passage answers it. */
const DOMAIN_TERMS = new Set([
  'pr',
  'press',
  'release',
  'price',
  'package',
  'publish',
  'outlet',
  'journalist',
  'seo',
  'crisis',
  'launch',
  'investor',
  'casestudy',
  'service',
  'book',
  'office',
  'contact',
  'refund',
  'guarantee',
  'review',
  'unique',
  'syndicate',
  'lifetime',
  'write',
  'article',
  'new',
  'coverage',
  'marketing',
  'brand',
  'agency',
  'checker',
  'angle',
  'kairo',
  'placement',
  'distribution',
  'distribute',
  'campaign',
  'tier1',
  'googlenews',
  'bingnews',
  'wire',
  'interview',
  'podcast',
  'influencer',
  'kol',
  'social',
  'reputation',
  'communication',
  'announcement',
  'founder',
  'web3',
  'fintech',
  'startup',
  'company',
  'duration',
  'call',
  'proposal',
  'contract',
  'invoice',
  'discount',
  'language',
  'translation',
  'embargo',
  'nda',
  'event',
  'award',
  'report',
  'analytic',
  'metric',
  'kpi',
  'discount',
  'forbe',
  'bloomberg',
  'reuter',
  'coindesk',
  'cointelegraph',
  'techcrunch',
  'yahoo',
  'tv',
  'radio',
  'newsletter',
  'blog',
]);

/** Media brands visitors ask about by name, recognised also when typed in lower case. */
const OUTLET_NAMES = new Set([
  'forbe',
  'bloomberg',
  'reuter',
  'coindesk',
  'cointelegraph',
  'techcrunch',
  'yahoo',
  'cnbc',
  'cnn',
  'bbc',
  'wsj',
  'nikkei',
]);

/** Retrieval needs this much of the question matched, and this score, to count as an answer. */
const MIN_COVERAGE = 0.5;
const MIN_SCORE = 6;

type PackageInfo = PricingPackage;

function packageMatchers(packages: readonly PackageInfo[]): Array<{ pkg: PackageInfo; pattern: RegExp }> {
  const generic = new Set(['pr', 'package', 'kit', 'plus', 'digital', '+']);
  return packages.map((pkg) => {
    const words = pkg.name.toLowerCase().replace(/\+/g, ' ').split(/\s+/).filter(Boolean);
    const phrase = words.join('\\s*');
    const distinctive = words.filter((w) => !generic.has(w) && w.length >= 5);
    const alternatives = [`${phrase}(?!s\\b)`, ...distinctive];
    return { pkg, pattern: new RegExp(`\\b(${alternatives.join('|')})\\b`) };
  });
}

/** The package-name patterns, for the regular-expression audit. */
export function packagePatterns(packages: readonly PackageInfo[]): RegExp[] {
  return packageMatchers(packages).map(({ pattern }) => pattern);
}

function listPackagesNamed(packages: readonly PackageInfo[], text: string): PackageInfo[] {
  const n = text.toLowerCase();
  return packageMatchers(packages)
    .filter(({ pattern }) => pattern.test(n))
    .map(({ pkg }) => pkg);
}

function superlativePackage(
  packages: readonly PackageInfo[],
  text: string,
  canonicalTerms: string[],
): PackageInfo | null {
  const n = normalize(text);
  const aboutPackages =
    canonicalTerms.some((t) => t === 'package' || t === 'price' || t === 'popular') ||
    /\b(which (one|package)|cheapest|priciest|most expensive)\b/.test(n);
  if (!aboutPackages) return null;
  const byPrice = [...packages].sort((a, b) => a.price - b.price);
  if (
    /\b(most popular|popular|best ?sell(er|ing)|most (chosen|requested|common|booked)|recommend(ed)?|best (package|option|value|one|plan)|which (package|one|plan) should|most (startups|clients|companies|people|teams|customers)|(go|going) for|usually (pick|choose|take|buy))\b/.test(
      n,
    )
  ) {
    return packages.find((pkg) => pkg.popular) ?? null;
  }
  if (
    /\b(cheapest|lowest|least expensive|entry[- ]level|smallest|starter|start(s|ing)? (at|from)|minimum|basic)\b/.test(
      n,
    )
  ) {
    return byPrice[0] ?? null;
  }
  if (
    /\b(premium|most expensive|priciest|biggest|largest|top[- ]?tier(?! (outlets?|media|publications?|sites?))|top (package|plan|option)|highest|enterprise|most comprehensive|maximum)\b/.test(
      n,
    )
  ) {
    return packages.find((pkg) => pkg.premium) ?? byPrice[byPrice.length - 1] ?? null;
  }
  return null;
}

/** A long passage joins a reply as its first paragraph only, so the reply stays readable. */
function brief(passage: Passage): string {
  return passage.answer.length < 700 ? passage.answer : passage.answer.split('\n\n')[0];
}

function join(...parts: Array<string | undefined | false>): string {
  return parts.filter(Boolean).join('\n\n');
}

/** Question words that start a second question after "and" ("… and how much is it?"). */
const NEXT_QUESTION =
  /\s(?:and|also|plus)\s(?=(?:how|what|whats|where|when|which|who|why|do|does|can|could|is|are|will)\b)/i;

/** Questions answered from one message; a longer list is more than a chat reply should hold. */
const MAX_QUESTIONS = 3;

/**
 * A message cut into its questions: at question marks, and at "and" before a new question word.
 * Only the first few count, so a message of a thousand question marks costs three answers, not a thousand.
 */
function splitQuestions(text: string): string[] {
  const pieces = text.split('?').flatMap((piece) => piece.split(NEXT_QUESTION));
  if (pieces.filter((piece) => piece.trim()).length < 2) return [text];
  const questions: string[] = [];
  for (const part of pieces) {
    if (questions.length === MAX_QUESTIONS) break;
    if (terms(part).length > 0) questions.push(part.trim());
  }
  return questions;
}

export function createChatExpert(sources: KnowledgeSources): ChatExpert {
  const { site, packages } = sources;
  const passages = buildPassages(sources);
  const index = createIndex(passages);
  const byId = new Map(passages.map((p) => [p.id, p]));
  const passageFor = (pkg: PackageInfo) => byId.get(`package-${pkg.id}`)!;
  const humanOffer = `email ${emailLink(site)} or ${bookingLink(site)}`;
  const capabilities = [
    '- **Packages and prices** — from the Digital Journal + to our premium tier',
    `- **Timelines** — publication within ${site.publicationDays} days, crisis response in 24-48 hours`,
    '- **How it works** — reviews, SEO, refunds, how long articles stay online',
    '- **Services and case studies** — launch, investor and crisis PR',
  ].join('\n');

  const replies = {
    empty: (): Reply => ({
      kind: 'empty',
      markdown: `Of course — what would you like to know? I can help with:\n\n${capabilities}\n\nOr, if you'd rather talk to a person, ${humanOffer}.`,
      passages: [],
    }),
    refusal: (): Reply => ({
      kind: 'refusal',
      markdown: join(
        "I can't share anything about how this assistant or our systems are configured. I'm here to help with PR questions.",
        `Ask me about our packages and prices, timelines or how publication works — or ${humanOffer}.`,
      ),
      passages: [],
    }),
    greeting: (): Reply => ({
      kind: 'greeting',
      markdown: join(
        `Hi! I'm the ${site.brand} assistant, a PR strategy expert for Web3, fintech and tech companies. I can help with:`,
        capabilities,
        `What are you planning to announce? If you already know, ${bookingLink(site)} and we'll plan it with you.`,
      ),
      passages: [],
    }),
    thanks: (): Reply => ({
      kind: 'thanks',
      markdown: join(
        "You're welcome! Glad I could help.",
        `When you're ready, ${bookingLink(site)} and we'll plan your announcement together — or ask me anything else.`,
      ),
      passages: [],
    }),
    goodbye: (): Reply => ({
      kind: 'goodbye',
      markdown: join(
        `Thanks for stopping by ${site.brand}!`,
        `Whenever you're ready, ${bookingLink(site)} or write to ${emailLink(site)}.`,
      ),
      passages: [],
    }),
    identity: (): Reply => ({
      kind: 'identity',
      markdown: join(
        `I'm the ${site.brand} assistant — a virtual PR strategy expert (an AI, not a person) trained on our services, packages, processes and case studies. I can help with:`,
        capabilities,
        `For anything I can't answer, our team is one step away: ${humanOffer}.`,
      ),
      passages: [],
    }),
    human: (): Reply => ({
      kind: 'human',
      markdown: join(
        "Happy to connect you with our team. Here's how to reach a person:",
        [
          `- **Email:** ${emailLink(site)} — we reply within ${site.inquiryReplyHours} hours`,
          `- **Call:** [book a ${site.discoveryCallMinutes}-minute discovery call](${site.links.booking})`,
          `- **Message:** [${site.messaging.label}](${site.messaging.url})`,
          '- **Form:** [our contact page](/contact)',
        ].join('\n'),
        'The discovery call is the fastest way to get a tailored plan and a fixed-price proposal.',
      ),
      passages: [byId.get('contact')!],
    }),
    advice: (): Reply => ({
      kind: 'advice',
      markdown: join(
        "I can't give investment, legal, trading or price advice — that's outside what a PR agency should weigh in on.",
        'What I can help with is how to **communicate** your project to investors: funding announcements, milestone releases and founder profiles.',
        `See [our services](/services), or ${bookingLink(site)}.`,
      ),
      passages: [],
    }),
    offTopic: (): Reply => ({
      kind: 'off-topic',
      markdown: join(
        `That's outside what I can help with — I'm the ${site.brand} assistant and I focus on PR for Web3, fintech and tech companies. I can help with:`,
        capabilities,
        'Try asking, for example, "What does the PR Package include?" or "How fast can you publish?" — or browse [our services](/services).',
      ),
      passages: [],
    }),
    unknown: (): Reply => ({
      kind: 'unknown',
      markdown: join(
        "I don't know that for certain, and I'd rather not guess. A member of our team can give you an exact answer:",
        [
          `- **Email** ${emailLink(site)} — we reply within ${site.inquiryReplyHours} hours`,
          `- **Or** [book a ${site.discoveryCallMinutes}-minute discovery call](${site.links.booking})`,
        ].join('\n'),
        'In the meantime, I can tell you about [our packages and prices](/pricing), timelines, or how publication works.',
      ),
      passages: [],
    }),
  };

  function packageReply(named: PackageInfo[]): Reply {
    if (named.length === 1) {
      const passage = passageFor(named[0]);
      return { kind: 'package', markdown: join(passage.answer, passage.next), passages: [passage] };
    }
    const lines = named
      .map(
        (pkg) =>
          `- **${pkg.name}** — **${formatUsd(pkg.price)}**: ${pkg.description} Includes ${pkg.features.slice(0, 3).join(', ').toLowerCase()}.`,
      )
      .join('\n');
    return {
      kind: 'package',
      markdown: join(
        'Here is how they compare (USD, one-time):',
        lines,
        `All packages include publication within ${site.publicationDays} days and confirmed tier-1 placements.`,
        `See every detail on [our pricing page](/pricing), or ${bookingLink(site)} and we'll recommend one.`,
      ),
      passages: named.map(passageFor),
    };
  }

  function lastPackagesMentioned(history: AgentMessage[]): PackageInfo[] {
    for (let i = history.length - 1; i >= 0 && i >= history.length - 4; i--) {
      if (history[i].role !== 'user') continue;
      const named = listPackagesNamed(packages, history[i].content);
      if (named.length) return named;
      const superlative = superlativePackage(packages, history[i].content, terms(history[i].content));
      if (superlative) return [superlative];
    }
    return [];
  }

  /** The visitor's previous message, the context a follow-up such as "how long does that take?" leans on. */
  function previousQuestion(history: AgentMessage[]): string | undefined {
    return history.findLast((message) => message.role === 'user')?.content;
  }

  function confident(hit: Hit | undefined): hit is Hit {
    return !!hit && hit.coverage >= MIN_COVERAGE && hit.score >= MIN_SCORE;
  }

  // Built on first use: only a question naming a media brand needs it.
  let vocabulary: Set<string> | undefined;
  const known = (term: string) =>
    (vocabulary ??= new Set(passages.flatMap((p) => terms(`${p.title} ${p.keywords} ${p.text}`)))).has(term);
  /**
   * A media brand the knowledge never mentions ("Forbes", "CNBC"): whether we can place there is for
   * the team to say, so the expert does not answer with the nearest package.
   */
  function namesUnknownOutlet(question: string, canonicalTerms: string[], topic: Topic | null): boolean {
    const brands = canonicalTerms.filter((t) => OUTLET_NAMES.has(t));
    // On the outlets topic any capitalised name counts ("Can you get us into Decrypt?").
    const names =
      topic === 'outlets' ? [...question.matchAll(/(?<=\S\s)[A-Z][A-Za-z0-9]+/g)].flatMap((m) => terms(m[0])) : [];
    return [...brands, ...names].some((t) => !known(t));
  }

  /** "Which package gets us into Google News?": the package whose features match, not the FAQ on the subject. */
  function packageByFeature(question: string, n: string): Reply | null {
    if (
      !/\b(which|what|any) (package|plan|tier|option)s?\b|\bpackages? (come|comes|include|includes|has|have|get|gets)\b/.test(
        n,
      )
    )
      return null;
    const generic = new Set(['package', 'price', 'pr', 'get', 'include']);
    const hit = index
      .search(question, 5, (p) => p.kind === 'package')
      .find((h) => h.matched.some((t) => !generic.has(t)));
    const pkg = hit && packages.find((p) => passageFor(p) === hit.passage);
    return pkg ? packageReply([pkg]) : null;
  }

  // A passage's topic words: its title and keywords, never its running text, so a service is on the
  // "crisis" topic because it is a crisis service, not because its text mentions a crisis once.
  const topicTerms = new Map(passages.map((p) => [p.id, new Set(terms(`${p.title} ${p.keywords}`))]));
  const onTopic = (term: string) => (p: Passage) => topicTerms.get(p.id)!.has(term);
  const withId = (id: string) => (p: Passage) => p.id === id;
  const TOPIC_PASSAGES: Record<Topic, (p: Passage) => boolean> = {
    founder: withId('about-founder'),
    newsroom: (p) => p.kind === 'article',
    'case-study': (p) => p.kind === 'case-study' && p.id !== 'testimonials',
    'own-article': withId('faq-own-article'),
    crisis: onTopic('crisis'),
    refund: onTopic('refund'),
    lifetime: onTopic('lifetime'),
    unique: onTopic('unique'),
    'publication-time': (p) => onTopic('publish')(p) && onTopic('duration')(p),
    review: onTopic('review'),
    seo: onTopic('seo'),
    checker: onTopic('checker'),
    angle: onTopic('angle'),
    leadership: onTopic('leadership'),
    entry: onTopic('entry'),
    investor: onTopic('investor'),
    launch: onTopic('launch'),
    revision: onTopic('revision'),
    nda: onTopic('nda'),
    abroad: onTopic('abroad'),
    contact: onTopic('contact'),
    booking: onTopic('book'),
    process: withId('process'),
    office: onTopic('office'),
    figures: withId('figures'),
    services: withId('services-overview'),
    outlets: withId('pricing-overview'),
  };
  // General answers first: the agency's own services, then the FAQ, before one client's story or one article.
  const TOPIC_KIND_WEIGHT: Partial<Record<Passage['kind'], number>> = { service: 1.3, article: 0.6 };

  /** The best passage on the question's topic: the topic decides where to look, word overlap which one. */
  function topicReply(topic: Topic, question: string, n: string): Reply | null {
    const only = topic === 'outlets' && asksAboutRegion(n) ? TOPIC_PASSAGES.entry : TOPIC_PASSAGES[topic];
    const hits = index
      .search(question, 8, only)
      .map((hit) => ({ hit, weight: hit.score * hit.coverage * (TOPIC_KIND_WEIGHT[hit.passage.kind] ?? 1) }))
      .sort((a, b) => b.weight - a.weight);
    const passage = hits[0]?.hit.passage ?? passages.find(only);
    if (!passage) return null;
    // A close second of another kind on the same topic adds its fact (the crisis FAQ and the crisis service).
    const second = hits.slice(1).find((h) => h.weight >= hits[0].weight * 0.6 && h.hit.passage.kind !== passage.kind)
      ?.hit.passage;
    return {
      kind: 'answer',
      markdown: join(passage.answer, second && brief(second), passage.next),
      passages: second ? [passage, second] : [passage],
    };
  }

  function retrievalReply(question: string, canonicalTerms: string[]): Reply | null {
    // Ranked by score weighted with coverage, so one rare word cannot outrank a passage matching most of the question.
    const hits = index
      .search(question, 8)
      .filter(confident)
      .sort((a, b) => b.score * b.coverage - a.score * a.coverage);
    const top = hits[0];
    if (!top) return null;
    // A second passage joins the answer when it is nearly as relevant and adds a different fact.
    const second = hits
      .slice(1)
      .find((hit) => hit.score * hit.coverage >= top.score * top.coverage * 0.8 && hit.passage.kind !== 'package');
    const usedPassages = second ? [top.passage, second.passage] : [top.passage];
    const asksPrice =
      canonicalTerms.includes('price') && top.passage.kind !== 'pricing' && top.passage.kind !== 'package';
    const pricing = asksPrice ? byId.get('pricing-overview') : undefined;
    return {
      kind: 'answer',
      markdown: join(
        top.passage.answer,
        second && brief(second.passage),
        pricing &&
          `On price: our fixed packages start at **${formatUsd(Math.min(...packages.map((p) => p.price)))}** — see [all packages](/pricing).`,
        top.passage.next,
      ),
      passages: pricing ? [...usedPassages, pricing] : usedPassages,
    };
  }

  /** "We have $300": the packages within that budget, cheapest first. */
  function budgetReply(n: string): Reply | null {
    const words = n.split(/\s+/);
    const at = words.findIndex(
      (word, i) => /^\$[\d,]+$/.test(word) || (/^[\d,]+$/.test(word) && /^(usd|dollars?)$/.test(words[i + 1] ?? '')),
    );
    if (at < 0) return null;
    const budget = Number(words[at].replace(/[$,]/g, ''));
    if (!budget) return null;
    const within = [...packages].filter((pkg) => pkg.price <= budget).sort((a, b) => a.price - b.price);
    const overview = byId.get('pricing-overview')!;
    if (!within.length) return { kind: 'answer', markdown: join(overview.answer, overview.next), passages: [overview] };
    if (within.length === 1) return packageReply(within);
    return {
      kind: 'package',
      markdown: join(
        `Within ${formatUsd(budget)} you can choose from (USD, one-time):`,
        within.map((pkg) => `- **${pkg.name}** — **${formatUsd(pkg.price)}**: ${pkg.description}`).join('\n'),
        `Each includes publication within ${site.publicationDays} days and confirmed tier-1 placements.`,
        overview.next,
      ),
      passages: within.map(passageFor),
    };
  }

  function answerClause(question: string, history: AgentMessage[]): Reply {
    if (isIdentityQuestion(question)) return replies.identity();
    if (wantsHuman(question)) return replies.human();
    if (isAdviceRequest(question)) return replies.advice();
    if (isOffTopicRequest(question)) return replies.offTopic();
    if (needsPerson(question)) return replies.unknown();

    const canonicalTerms = terms(question);
    if (!canonicalTerms.length) return replies.empty();
    const n = normalize(question);
    const named = listPackagesNamed(packages, question);
    if (named.length) return packageReply(named);
    const superlative = superlativePackage(packages, question, canonicalTerms);
    if (superlative) return packageReply([superlative]);
    const followUp = isFollowUp(question) || /^and\b/.test(n);
    if (followUp && canonicalTerms.length <= 3) {
      const earlier = lastPackagesMentioned(history);
      if (earlier.length) return packageReply(earlier);
    }
    if (canonicalTerms.includes('price')) {
      const budget = budgetReply(n);
      if (budget) return budget;
    }
    const onlyAboutPrice =
      canonicalTerms.length > 0 && canonicalTerms.every((t) => ['price', 'package', 'pr', 'service'].includes(t));
    if (
      (onlyAboutPrice && canonicalTerms.includes('price')) ||
      /\b(monthly|subscription|one[- ]?(time|off)|pay once|recurring|retainer)\b/.test(n)
    ) {
      const passage = byId.get('pricing-overview')!;
      return { kind: 'answer', markdown: join(passage.answer, passage.next), passages: [passage] };
    }

    const byFeature = packageByFeature(question, n);
    if (byFeature) return byFeature;
    const termSet = new Set(canonicalTerms);
    let topic = questionTopic(n, termSet);
    if (namesUnknownOutlet(question, canonicalTerms, topic)) return replies.unknown();
    let query = question;
    // A follow-up without a topic of its own takes the topic of the visitor's previous message.
    const previous = followUp ? previousQuestion(history) : undefined;
    if (!topic && previous) {
      query = `${previous} ${question}`;
      topic = questionTopic(normalize(query), new Set(terms(query)));
    }
    const onTopic = topic && topicReply(topic, query, n);
    if (onTopic) return onTopic;

    const retrieved = retrievalReply(question, canonicalTerms);
    if (retrieved) return retrieved;
    return canonicalTerms.some((t) => DOMAIN_TERMS.has(t)) ? replies.unknown() : replies.offTopic();
  }

  /** "Where are you based and how much is X?": each question answered, in the visitor's order. */
  function answerQuestion(question: string, history: AgentMessage[]): Reply {
    const clauses = splitQuestions(question);
    if (clauses.length < 2) return answerClause(question, history);
    const answers = clauses.map((clause) => answerClause(clause, history));
    const useful = answers.filter((reply) => reply.kind === 'answer' || reply.kind === 'package');
    if (!useful.length) return answers[0];
    const seen = new Set<string>();
    const distinct = useful.filter((reply) => !seen.has(reply.markdown) && seen.add(reply.markdown));
    return {
      kind: distinct[0].kind,
      markdown: distinct.map((reply) => reply.markdown).join('\n\n---\n\n'),
      passages: distinct.flatMap((reply) => reply.passages),
    };
  }

  function reply(text: string, history: AgentMessage[] = []): Reply {
    const trimmed = text.trim();
    if (!trimmed) return replies.empty();
    if (isSecretProbe(trimmed)) return replies.refusal();
    const { kind, rest } = splitSmallTalk(trimmed);
    if (kind && !rest) return replies[kind]();
    const answer = answerQuestion(rest, history);
    if (kind === 'greeting' && answer.kind !== 'identity') return { ...answer, markdown: `Hi! ${answer.markdown}` };
    return answer;
  }

  return {
    index,
    packages,
    reply,
    retrieve(text, limit = 6, history = []) {
      const answer = reply(text, history);
      if (answer.kind !== 'answer' && answer.kind !== 'package') return [];
      const more = index
        .search(text, limit)
        .filter(confident)
        .map((hit) => hit.passage);
      return [...new Set([...answer.passages, ...more])].slice(0, limit);
    },
  };
}
