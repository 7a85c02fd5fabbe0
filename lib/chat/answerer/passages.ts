/**
 * The passages one language's answerer searches: every piece of that language's content cut where a
 * reader would quote it (an FAQ answer, a package, a service, a case study, a paragraph of an
 * article…), each with the page it sits on. A passage's `answer` is what the assistant quotes; its
 * `text` is what is searched. Figures come from the content, so an edit there changes the answers.
 */
import { formatUsd } from '@/lib/content/price';
import type { FaqItem } from '@/lib/content/schemas';
import { homeSectorBadge } from '@/lib/content/sector';
import { localizedPath } from '@/lib/i18n/locales';
import { articlePath } from '@/lib/newsroom/articles';
import type { AnswererSources } from './sources';
import type { Action, PageName } from './vocabulary';
import { PAGES } from './vocabulary';

export type Passage = {
  id: string;
  /** What kind of content it is; an `action` passage stands for one of the assistant's actions. */
  kind:
    | 'faq'
    | 'package'
    | 'mode'
    | 'service'
    | 'case-study'
    | 'about'
    | 'steps'
    | 'testimonial'
    | 'stats'
    | 'privacy'
    | 'article'
    | 'action';
  title: string;
  text: string;
  answer: string;
  /** The page it is quoted from, in the answer's language, and that page's name as a link text. */
  href: string;
  label: string;
  action?: Action;
};

type Build = Omit<Passage, 'href' | 'label'>;
const bullets = (items: readonly string[]) => items.map((item) => `- ${item}`).join('\n');
const join = (...parts: Array<string | false | null | undefined>) => parts.filter(Boolean).join('\n\n');

/** An FAQ item's answer, with its own link (to the page that says more) in the answer's language. */
function faqPassage(s: AnswererSources, page: string, item: FaqItem): Build {
  const href = item.link && (item.link.href.startsWith('/') ? localizedPath(item.link.href, s.locale) : item.link.href);
  return {
    id: `${page}-${item.id}`,
    kind: 'faq',
    title: item.question,
    text: item.answer,
    answer: item.link ? `${item.answer} [${item.link.label}](${href})` : item.answer,
  };
}

function contactPassages(s: AnswererSources): Build[] {
  const steps = s.contact.whatToExpect;
  return [
    ...s.contact.faq.map((item) => faqPassage(s, 'contact', item)),
    {
      id: 'what-to-expect',
      kind: 'steps',
      title: steps.map((step) => step.title).join(' · '),
      text: steps.map((step) => step.text).join(' '),
      answer: bullets(steps.map((step) => `**${step.title}** — ${step.text}`)),
    },
  ];
}

function packagePassages(s: AnswererSources): Build[] {
  return s.packages.map((pkg) => {
    const price = formatUsd(pkg.price, s.locale);
    const badge = pkg.popular ? s.phrases.popular : pkg.premium ? s.phrases.premium : '';
    return {
      id: `package-${pkg.id}`,
      kind: 'package',
      title: pkg.name,
      text: `${price} ${pkg.price} ${badge} ${pkg.description} ${pkg.features.join(' ')}`,
      answer: join(`**${pkg.name}**: ${price}${badge ? ` — *${badge}*` : ''}`, pkg.description, bullets(pkg.features)),
    };
  });
}

function servicePassages(s: AnswererSources): Build[] {
  const modes = s.prModes.map((mode): Build => ({
    id: `mode-${mode.id}`,
    kind: 'mode',
    title: mode.title,
    text: `${mode.timeline} ${mode.summary} ${mode.bullets.join(' ')}`,
    answer: join(`**${mode.title}** (${mode.timeline}): ${mode.summary}`, bullets(mode.bullets)),
  }));
  const services = s.services.map((service): Build => ({
    id: `service-${service.id}`,
    kind: 'service',
    title: service.title,
    text: [service.description, service.timeline, service.idealFor, ...service.deliverables].filter(Boolean).join(' '),
    answer: join(
      `**${service.title}**${service.timeline ? ` (${service.timeline})` : ''}: ${service.description}`,
      bullets(service.deliverables),
      service.idealFor,
    ),
  }));
  return [...modes, ...services];
}

function caseStudyPassages(s: AnswererSources): Build[] {
  return s.caseStudies.map((study) => {
    const sector = homeSectorBadge(study.sector).label;
    return {
      id: `case-${study.id}`,
      kind: 'case-study',
      title: study.company,
      text: [
        study.sector.value,
        sector,
        study.result,
        study.challenge,
        study.strategy,
        study.impact,
        ...study.placements,
      ]
        .filter(Boolean)
        .join(' '),
      answer: join(
        `**${study.company}** (${sector})${study.result ? ` — ${study.result}` : ''}`,
        study.challenge,
        study.strategy,
        study.impact,
      ),
    };
  });
}

function aboutPassages(s: AnswererSources): Build[] {
  const { mission, vision, founder, values } = s.about;
  return [
    { id: 'mission', kind: 'about', title: mission.heading, text: mission.text, answer: mission.text },
    { id: 'vision', kind: 'about', title: vision.heading, text: vision.text, answer: vision.text },
    {
      id: 'founder',
      kind: 'about',
      title: `${founder.name} ${founder.title}`,
      text: [founder.location, ...founder.bio, ...founder.highlights].join(' '),
      answer: join(
        `**${founder.name}**, ${founder.title} (${founder.location})`,
        ...founder.bio,
        bullets(founder.highlights),
      ),
    },
    ...values.map((value, i): Build => ({
      id: `value-${i}`,
      kind: 'about',
      title: value.title,
      text: value.description,
      answer: `**${value.title}** — ${value.description}`,
    })),
  ];
}

function homePassages(s: AnswererSources): Build[] {
  // Each figure on its own, named by its label: "how many journalists do you reach?" asks one.
  const figures = s.stats.map((stat): Build => ({
    id: `stat-${stat.id}`,
    kind: 'stats',
    title: stat.label,
    text: `${stat.value}${stat.suffix}`,
    answer: `**${stat.value.toLocaleString('en-US')}${stat.suffix}** ${stat.label}`,
  }));
  const testimonials = s.testimonials.map((t, i): Build => ({
    id: `testimonial-${i}`,
    kind: 'testimonial',
    title: t.company,
    text: `${t.quote} ${t.name} ${t.title}`,
    answer: `“${t.quote}” — ${t.name}, ${t.title}, ${t.company}`,
  }));
  return [...figures, ...testimonials];
}

function privacyPassages(s: AnswererSources): Build[] {
  return s.privacy.sections.map((section) => {
    const items = (section.items ?? []).map((item) => (item.term ? `**${item.term}**: ${item.text}` : item.text));
    const body = [...section.paragraphs, ...items, ...(section.closing ?? [])];
    return {
      id: `privacy-${section.id}`,
      kind: 'privacy',
      title: section.title,
      text: body.join(' '),
      answer: join(`**${section.title}**`, ...body),
    };
  });
}

function contentPassages(s: AnswererSources): Array<[PageName, Build[]]> {
  return [
    ['faq', s.faq.map((item) => faqPassage(s, 'faq', item))],
    ['contact', contactPassages(s)],
    ['pricing', packagePassages(s)],
    ['services', servicePassages(s)],
    ['caseStudies', caseStudyPassages(s)],
    ['about', aboutPassages(s)],
    ['home', homePassages(s)],
    ['privacy', privacyPassages(s)],
  ];
}

/**
 * An article's summary and its lede (the first paragraph, which states the news), under its title.
 * The rest of an article elaborates; searched paragraph by paragraph it outweighs the short general
 * answers on common words, and a question about it is answered by pointing to the article.
 */
function articlePassages(s: AnswererSources): Passage[] {
  return s.articles.flatMap((article) => {
    const href = localizedPath(articlePath(article.slug), s.locale);
    const lede = article.body
      .split(/\n\s*\n/)
      .map((block) => block.trim())
      .find((block) => block && !/^(#|!\[|\||<|```|>)/.test(block));
    const passage = (id: string, text: string): Passage => ({
      id,
      kind: 'article',
      title: article.title,
      text,
      answer: text,
      href,
      label: article.title,
    });
    return [passage(article.slug, article.description), ...(lede ? [passage(`${article.slug}-lede`, lede)] : [])];
  });
}

export function buildPassages(s: AnswererSources): Passage[] {
  const placed = contentPassages(s).flatMap(([page, list]) =>
    // The page's name is searched too: "any case studies?" and "your privacy policy" name a page.
    list.map((passage) => ({
      ...passage,
      text: `${passage.text} ${s.phrases.pages[page]}`,
      href: localizedPath(PAGES[page], s.locale),
      label: s.phrases.pages[page],
    })),
  );
  return [...placed, ...articlePassages(s)];
}
