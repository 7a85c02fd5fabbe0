/**
 * What the assistant knows about a language besides the site's content, in files an editor reads:
 * its fixed phrases, link labels and the example questions of its actions in
 * `messages/<locale>/Assistant.json`, and the words a visitor may use for the site's terms in
 * `docs/glossary/<locale>.md` (docs/behaviour.md#how-the-assistant-answers). Both are validated here, where they enter.
 */
import { z } from 'zod';

const list = z.array(z.string().trim().min(1)).min(1);

export const ACTIONS = [
  'human',
  'pricing',
  'services',
  'offices',
  'contact',
  'checker',
  'angleFinder',
  'greeting',
  'thanks',
] as const;
export type Action = (typeof ACTIONS)[number];

export const PAGES = {
  home: '/',
  pricing: '/pricing',
  services: '/services',
  contact: '/contact',
  faq: '/faq',
  caseStudies: '/case-studies',
  about: '/about',
  privacy: '/privacy-policy',
  prStudio: '/pr-studio',
  blog: '/blog',
  checker: '/pr-checker',
  angleFinder: '/angle-finder',
} as const;
export type PageName = keyof typeof PAGES;

export const phrasesSchema = z.object({
  refusal: z.string().min(1),
  handoffIntro: z.string().min(1),
  handoffEmail: z.string().includes('{hours}'),
  handoffCall: z.string().includes('{minutes}'),
  handoffMessage: z.string().includes('{app}'),
  handoffForm: z.string().min(1),
  greeting: z.string().includes('{brand}'),
  thanks: z.string().min(1),
  source: z.string().includes('{link}'),
  pricingIntro: z.string().min(1),
  popular: z.string().min(1),
  premium: z.string().min(1),
  everyPackage: z.string().includes('{days}'),
  officesIntro: z.string().min(1),
  officeSingapore: z.string().min(1),
  officeHcmc: z.string().min(1),
  remote: z.string().min(1),
  contactIntro: z.string().includes('{hours}'),
  emailLabel: z.string().min(1),
  messageLabel: z.string().min(1),
  servicesIntro: z.string().min(1),
  checker: z.string().min(1),
  angleFinder: z.string().min(1),
  pages: z.object(
    Object.fromEntries(Object.keys(PAGES).map((key) => [key, z.string().min(1)])) as Record<PageName, z.ZodString>,
  ),
  actions: z.object(Object.fromEntries(ACTIONS.map((action) => [action, list])) as Record<Action, typeof list>),
});
export type Phrases = z.infer<typeof phrasesSchema>;

/** `{name}` placeholders filled from `values`; the phrases use no other ICU syntax. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

export type Glossary = {
  /** Groups of words and phrases with one meaning, each as written. */
  synonyms: string[][];
  stopwords: string[];
  /** Endings cut from a word before it is compared, longest first. */
  endings: string[];
  /** Words by which a question refers to the previous one ("that", "it"). */
  pointers: string[];
};

const SECTION = "## The assistant's vocabulary";

/** The bullet lines under `### <heading>` in the vocabulary section, each split at ` · `. */
function bullets(section: string, heading: string): string[][] {
  const start = section.indexOf(`### ${heading}`);
  if (start < 0) return [];
  const end = section.indexOf('\n#', start + 4);
  return section
    .slice(start, end < 0 ? undefined : end)
    .split('\n')
    .filter((line) => line.startsWith('* ') && line.trim() !== '* (none)')
    .map((line) =>
      line
        .slice(2)
        .split(' · ')
        .map((word) => word.trim().normalize('NFKC').toLowerCase())
        .filter(Boolean),
    );
}

/**
 * A glossary table row, `| English | term |`, read as one group: a visitor who types the English
 * term inside a question in another language means the translated one. Cells that describe rather
 * than name ("unchanged", notes with a colon or brackets) are left out.
 */
function tableGroups(markdown: string): string[][] {
  const groups: string[][] = [];
  for (const line of markdown.split('\n')) {
    if (!line.startsWith('|') || line.startsWith('|---') || line.startsWith('| English')) continue;
    const cells = line.split('|').slice(1, -1);
    if (cells.length !== 2 || cells.some((cell) => /[:()+]|unchanged/.test(cell))) continue;
    const words = cells
      .flatMap((cell) => cell.split(/\s\/\s|,\s/))
      .map((word) => word.trim().toLowerCase())
      .filter((word) => word && word.length <= 30);
    if (words.length > 1) groups.push(words);
  }
  return groups;
}

export function parseGlossary(markdown: string): Glossary {
  const at = markdown.indexOf(SECTION);
  const section = at < 0 ? '' : markdown.slice(at);
  return {
    synonyms: [...bullets(section, 'Same meaning'), ...tableGroups(at < 0 ? markdown : markdown.slice(0, at))],
    stopwords: bullets(section, 'Words that carry no meaning').flat(),
    pointers: bullets(section, 'Words that point back').flat(),
    endings: bullets(section, 'Word endings')
      .flat()
      .sort((a, b) => b.length - a.length),
  };
}
