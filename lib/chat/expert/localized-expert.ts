/**
 * The embedded expert for a page in Vietnamese, Chinese, Korean or Japanese (docs/i18n.md#chat). It
 * answers from the same sources as the English expert, read in the page's language: the fixed
 * replies (prices, contact, timelines, the hand-off to a person) are composed from the figures with
 * the locale's phrases, and everything else is retrieved from the translated FAQ, services and PR
 * modes, segmented with `Intl.Segmenter`. Content that is still in English (a translation missing)
 * is left out of the answers, so a reply never switches language halfway; the question is then
 * answered with "I don't know" and the way to a person. Links point to the page's language.
 */
import type { AgentMessage } from '@/lib/conversations/agent';
import type { PricingPackage } from '@/lib/content/schemas';
import { localizedPath } from '@/lib/i18n/locales';
import type { ChatExpert } from './expert';
import { isSecretProbe } from './intents';
import { formatUsd } from '@/lib/content/price';
import type { KnowledgeSources, Passage } from './knowledge';
import { phrases, type Concept } from './phrases';
import { createIndex, type Hit } from './retriever';
import { foldVietnamese, isWrittenIn, localeTerms, segmentWords, type Foreign } from './segment';

type Reply = ReturnType<ChatExpert['reply']>;

/**
 * Retrieval needs this share of the question's terms matched, and this score, to count as an answer.
 * Vietnamese is written in syllables, and its commonest ones (công, ty, có, cho, không, tin) sit in
 * every passage, so a Vietnamese question must match more of its terms.
 */
const MIN_COVERAGE = 0.5;
const MIN_COVERAGE_VI = 0.75;
const MIN_SCORE = 2;

/** Concepts in the order they are tried: "얼마나 걸리나요" (how long) must not read as "얼마" (how much). */
const CONCEPT_ORDER: Concept[] = ['time', 'price', 'services', 'booking', 'contact', 'office', 'checker', 'angle'];

const join = (...parts: Array<string | false | undefined>) => parts.filter(Boolean).join('\n\n');

export function createLocalizedExpert(locale: Foreign, sources: KnowledgeSources): ChatExpert {
  const { site, packages } = sources;
  const p = phrases[locale];
  const figures = {
    brand: site.brand,
    callMinutes: site.discoveryCallMinutes,
    replyHours: site.inquiryReplyHours,
    publicationDays: site.publicationDays,
  };
  const href = (path: string) => localizedPath(path, locale);
  const link = (label: string, path: string) => `[${label}](${href(path)})`;
  const usd = (amount: number) => formatUsd(amount, locale);
  const price = (pkg: PricingPackage) => usd(pkg.price);
  const inLocale = (text: string | null | undefined) => !!text && isWrittenIn(text, locale);
  const email = `[${site.email}](mailto:${site.email})`;
  const booking = `[${p.bookCall(site.discoveryCallMinutes)}](${site.links.booking})`;
  const pricingNext = `${p.pricingNext} ${link(p.links.pricing, '/pricing')} · ${booking}`;
  const bullets = (items: string[]) => items.map((item) => `- ${item}`).join('\n');

  /** Words compared the way the question is: Vietnamese folded and matched as whole words. */
  const wordsOf = (text: string) => (locale === 'vi' ? ` ${segmentWords(text, 'vi').join(' ')} ` : text.toLowerCase());
  const conceptWords = Object.fromEntries(
    Object.entries(p.words).map(([concept, words]) => [
      concept,
      words.map((w) => (locale === 'vi' ? ` ${foldVietnamese(w)} ` : w.toLowerCase())),
    ]),
  ) as Record<Concept, string[]>;
  const mentions = (text: string, concept: Concept) => conceptWords[concept].some((word) => text.includes(word));

  const tag = (pkg: PricingPackage) => (pkg.popular ? ` — *${p.popular}*` : pkg.premium ? ` — *${p.premium}*` : '');
  const packageLine = (pkg: PricingPackage) =>
    `**${pkg.name}**: ${price(pkg)}${tag(pkg)}${inLocale(pkg.description) ? ` — ${pkg.description}` : ''}`;
  const byPrice = [...packages].sort((a, b) => a.price - b.price);

  const fixed: Record<Exclude<Concept, 'greeting' | 'thanks' | 'human'>, Passage> = {
    price: passage(
      'pricing-overview',
      'pricing',
      join(p.pricingIntro, bullets(byPrice.map(packageLine)), p.everyPackage(site.publicationDays)),
      pricingNext,
    ),
    time: passage(
      'promise',
      'promise',
      p.promise(site.publicationDays),
      `${p.pricingNext} ${link(p.links.pricing, '/pricing')}`,
    ),
    services: passage(
      'services-overview',
      'service',
      join(p.servicesIntro, bullets(servicesList()), p.servicesNext),
      `${p.pricingNext} ${link(p.links.services, '/services')} · ${link(p.links.pricing, '/pricing')}`,
    ),
    booking: passage(
      'booking',
      'booking',
      `${p.booking(site.discoveryCallMinutes)} ${booking}`,
      `${p.pricingNext} ${link(p.links.contact, '/contact')}`,
    ),
    contact: passage(
      'contact',
      'contact',
      `${p.contact(site.inquiryReplyHours)}\n\n- ${email}\n- ${link(p.links.contact, '/contact')}\n- [${site.messaging.label}](${site.messaging.url})`,
      booking,
    ),
    office: passage(
      'offices',
      'office',
      join(
        p.offices,
        bullets([
          `**${p.officeNames.singapore}**: ${site.offices.international.streetAddress}, ${site.offices.international.postalCode}`,
          `**${p.officeNames.hcmc}**: ${site.offices.vietnam.streetAddress}, ${site.offices.vietnam.postalCode}`,
        ]),
        p.remote,
      ),
      `${booking} · ${link(p.links.contact, '/contact')}`,
    ),
    checker: passage('tool-checker', 'tool', p.checker, link('PR Credibility Checker', '/pr-checker')),
    angle: passage('tool-angles', 'tool', p.angleFinder, link('Angle Finder', '/angle-finder')),
  };

  function passage(id: string, kind: Passage['kind'], answer: string, next: string, title = ''): Passage {
    return { id, kind, title, keywords: '', text: answer, answer, next };
  }

  function servicesList(): string[] {
    const services = (sources.services ?? []).filter((s) => inLocale(s.title));
    if (services.length) return services.map((s) => `**${s.title}**${s.timeline ? ` — ${s.timeline}` : ''}`);
    return (['launch', 'investor', 'crisis'] as const).map((id) => {
      const mode = sources.prModes.find((m) => m.id === id);
      return mode && inLocale(mode.title) ? `**${mode.title}** (${mode.timeline})` : `**${p.modes[id]}**`;
    });
  }

  /** The translated content, each a passage to retrieve; English left-overs are not included. */
  const retrievable: Passage[] = [
    ...[...sources.faqItems, ...(sources.extraFaqItems ?? [])]
      .filter((item) => inLocale(item.answer))
      .map((item) => ({
        ...passage(`faq-${item.id}`, 'faq', item.answer, `${p.faqNext} ${link(p.links.faq, '/faq')}`, item.question),
        text: `${item.question} ${item.answer}`,
      })),
    ...sources.prModes
      .filter((mode) => inLocale(mode.summary))
      .map((mode) => ({
        ...passage(
          `mode-${mode.id}`,
          'mode',
          `**${mode.title}** — ${mode.timeline}. ${mode.summary}\n\n${bullets(mode.bullets)}`,
          `${p.pricingNext} ${link(p.links.services, '/services')} · ${booking}`,
          mode.title,
        ),
        text: `${mode.title} ${mode.summary} ${mode.bullets.join(' ')}`,
      })),
    ...(sources.services ?? [])
      .filter((service) => inLocale(service.description))
      .map((service) => ({
        ...passage(
          `service-${service.id}`,
          'service',
          join(
            `**${service.title}**${service.timeline ? ` — ${service.timeline}` : ''}. ${service.description}`,
            service.deliverables.length > 0 && bullets(service.deliverables),
          ),
          `${p.pricingNext} ${link(p.links.services, '/services')} · ${booking}`,
          service.title,
        ),
        text: `${service.title} ${service.description} ${service.deliverables.join(' ')}`,
      })),
  ];
  const index = createIndex(retrievable, { termsOf: (text) => localeTerms(text, locale), prefixFrom: 2 });
  const confident = (hit: Hit | undefined): hit is Hit =>
    !!hit && hit.coverage >= (locale === 'vi' ? MIN_COVERAGE_VI : MIN_COVERAGE) && hit.score >= MIN_SCORE;

  const packageNames = packages.map((pkg) => ({ pkg, name: pkg.name.toLowerCase().replace(/\s+/g, '') }));
  const packagesNamed = (text: string) => {
    const compact = text.toLowerCase().replace(/\s+/g, '');
    return packageNames.filter(({ name }) => compact.includes(name)).map(({ pkg }) => pkg);
  };

  const answer = (kind: Reply['kind'], used: Passage[], ...parts: Array<string | false | undefined>): Reply => ({
    kind,
    markdown: join(...parts),
    passages: used,
  });
  const fromPassage = (passage: Passage, kind: Reply['kind'] = 'answer') =>
    answer(kind, [passage], passage.answer, passage.next);

  const replies = {
    greeting: () => answer('greeting', [], p.greeting(figures), bullets(p.capabilities(figures)), booking),
    thanks: () => answer('thanks', [], p.thanks, booking),
    human: () =>
      answer(
        'human',
        [fixed.contact],
        p.humanIntro,
        bullets([
          `**Email:** ${email} — ${p.humanEmail(site.inquiryReplyHours)}`,
          `[${p.humanCall(site.discoveryCallMinutes)}](${site.links.booking})`,
          `**${p.humanMessage}:** [${site.messaging.label}](${site.messaging.url})`,
          link(p.humanForm, '/contact'),
        ]),
      ),
    unknown: () =>
      answer(
        'unknown',
        [],
        `${p.dontKnow}${p.unknownTail}`,
        bullets([
          `**Email:** ${email} — ${p.humanEmail(site.inquiryReplyHours)}`,
          `[${p.humanCall(site.discoveryCallMinutes)}](${site.links.booking})`,
        ]),
        `${p.pricingNext} ${link(p.links.pricing, '/pricing')}`,
      ),
  };

  function packageReply(named: PricingPackage[]): Reply {
    if (named.length === 1) {
      const [pkg] = named;
      const features = pkg.features.filter((f) => inLocale(f));
      return answer(
        'package',
        [fixed.price],
        `${packageLine(pkg)}${p.oneTime}`,
        features.length > 0 && join(p.included, bullets(features)),
        p.everyPackage(site.publicationDays),
        pricingNext,
      );
    }
    return answer(
      'package',
      [fixed.price],
      p.compare,
      bullets(named.map(packageLine)),
      p.everyPackage(site.publicationDays),
      pricingNext,
    );
  }

  function reply(text: string, history: AgentMessage[] = []): Reply {
    const question = text.trim();
    if (!question) return replies.greeting();
    if (isSecretProbe(question)) return replies.unknown();
    const words = wordsOf(question);
    const named = packagesNamed(question);
    if (mentions(words, 'human')) return replies.human();
    if (named.length) return packageReply(named);
    const concept = CONCEPT_ORDER.find((c) => mentions(words, c));
    // A follow-up about the price of the package named just before ("그건 얼마인가요?").
    if (concept === 'price' && history.length) {
      const earlier = history.findLast((m) => m.role === 'user' && packagesNamed(m.content).length);
      if (earlier) return packageReply(packagesNamed(earlier.content));
    }
    if (concept) return fromPassage(fixed[concept as keyof typeof fixed]);
    const hit = index.search(question, 3).find(confident);
    if (hit) return fromPassage(hit.passage);
    if (mentions(words, 'greeting') && localeTerms(question, locale).length <= 2) return replies.greeting();
    if (mentions(words, 'thanks') && localeTerms(question, locale).length <= 2) return replies.thanks();
    return replies.unknown();
  }

  return {
    index,
    packages,
    reply,
    retrieve(text, limit = 6, history = []) {
      const result = reply(text, history);
      if (result.kind !== 'answer' && result.kind !== 'package') return [];
      const more = index
        .search(text, limit)
        .filter(confident)
        .map((hit) => hit.passage);
      return [...new Set([...result.passages, ...more])].slice(0, limit);
    },
  };
}
