/**
 * The embedded PR strategy expert: turns a visitor's message into a specific Markdown reply from the
 * knowledge passages. Structured questions (a named package, "the most popular one") are answered
 * from the package data directly; everything else goes through retrieval with a confidence floor,
 * below which the expert says it does not know and offers a person.
 */
import type { AgentMessage } from '@/lib/agents/types';
import type { PricingPackage } from '@/lib/content/schemas';
import {
  isAdviceRequest,
  isFollowUp,
  isIdentityQuestion,
  isOffTopicRequest,
  isSecretProbe,
  splitSmallTalk,
  wantsHuman,
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
  /** The passages most relevant to a question, for grounding a language model. */
  retrieve(text: string, limit?: number): Passage[];
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
    /\bwhich (one|package)\b/.test(n);
  if (!aboutPackages) return null;
  const byPrice = [...packages].sort((a, b) => a.price - b.price);
  if (
    /\b(most popular|popular|best ?sell(er|ing)|most (chosen|requested|common|booked)|recommend(ed)?|best (package|option|value|one|plan)|which (package|one|plan) should)\b/.test(
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
    /\b(premium|most expensive|biggest|largest|top[- ]?tier|highest|enterprise|most comprehensive|maximum)\b/.test(n)
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
        "I can't give investment, trading or price advice — that's outside what a PR agency should weigh in on.",
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
    }
    return [];
  }

  function confident(hit: Hit | undefined): hit is Hit {
    return !!hit && hit.coverage >= MIN_COVERAGE && hit.score >= MIN_SCORE;
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

  function answerQuestion(question: string, history: AgentMessage[]): Reply {
    if (isIdentityQuestion(question)) return replies.identity();
    if (wantsHuman(question)) return replies.human();
    if (isAdviceRequest(question)) return replies.advice();
    if (isOffTopicRequest(question)) return replies.offTopic();

    const canonicalTerms = terms(question);
    if (!canonicalTerms.length) return replies.empty();
    const named = listPackagesNamed(packages, question);
    if (named.length) return packageReply(named);
    const superlative = superlativePackage(packages, question, canonicalTerms);
    if (superlative) return packageReply([superlative]);
    if (isFollowUp(question) && canonicalTerms.length <= 3) {
      const earlier = lastPackagesMentioned(history);
      if (earlier.length) return packageReply(earlier);
    }
    const onlyAboutPrice =
      canonicalTerms.length > 0 && canonicalTerms.every((t) => ['price', 'package', 'pr', 'service'].includes(t));
    if (onlyAboutPrice && canonicalTerms.includes('price')) {
      const passage = byId.get('pricing-overview')!;
      return { kind: 'answer', markdown: join(passage.answer, passage.next), passages: [passage] };
    }

    const retrieved = retrievalReply(question, canonicalTerms);
    if (retrieved) return retrieved;
    return canonicalTerms.some((t) => DOMAIN_TERMS.has(t)) ? replies.unknown() : replies.offTopic();
  }

  return {
    index,
    packages,
    retrieve(text, limit = 6) {
      return index.search(text, limit).map((hit) => hit.passage);
    },
    reply(text, history = []) {
      const trimmed = text.trim();
      if (!trimmed) return replies.empty();
      if (isSecretProbe(trimmed)) return replies.refusal();
      const { kind, rest } = splitSmallTalk(trimmed);
      if (kind && !rest) return replies[kind]();
      const answer = answerQuestion(rest, history);
      if (kind === 'greeting' && answer.kind !== 'identity') return { ...answer, markdown: `Hi! ${answer.markdown}` };
      return answer;
    },
  };
}
