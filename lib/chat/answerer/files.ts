/**
 * Reads an answerer's sources from files: the language's phrases (`messages/<locale>/Assistant.json`)
 * and vocabulary (`docs/glossary/<locale>.md`), validated and read once per process, and, for tests
 * and the evaluation, the content straight from a content folder. On the server the content comes
 * from the cached readers instead (lib/readers/chat-knowledge.ts), so a revalidation reaches the
 * assistant as it reaches the pages.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { site } from '@/lib/config/site';
import { mapCaseStudyNodes } from '@/lib/content/case-studies';
import { readContentFile, resolveContentDir, type ContentFileName } from '@/lib/content/files';
import { readLocalizedContent } from '@/lib/content/localized';
import { mapServiceNodes } from '@/lib/content/services';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import { loadArticles, type Article } from '@/lib/newsroom/articles';
import { releasedOnly } from '@/lib/newsroom/embargo';
import type { LatinWords } from './language';
import type { AnswererSources } from './sources';
import { fold } from './tokens';
import { parseGlossary, phrasesSchema, type Glossary, type Phrases } from './vocabulary';

export type Vocabulary = { phrases: Phrases; glossary: Glossary };

const read = new Map<Locale, Vocabulary>();

/** The phrases and glossary vocabulary of `locale`; throws, naming the file, when one is invalid. */
export function readVocabulary(locale: Locale, root = process.cwd()): Vocabulary {
  let vocabulary = read.get(locale);
  if (vocabulary) return vocabulary;
  const phrasesFile = path.join(root, 'messages', locale, 'Assistant.json');
  const parsed = phrasesSchema.safeParse(JSON.parse(readFileSync(phrasesFile, 'utf8')));
  if (!parsed.success)
    throw new Error(
      `messages/${locale}/Assistant.json: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
    );
  const glossary = parseGlossary(readFileSync(path.join(root, 'docs', 'glossary', `${locale}.md`), 'utf8'));
  vocabulary = { phrases: parsed.data, glossary };
  read.set(locale, vocabulary);
  return vocabulary;
}

/** The common words that tell English from Vietnamese typed without marks. */
export function latinWords(root?: string): LatinWords {
  return {
    en: new Set(readVocabulary('en', root).glossary.stopwords),
    vi: new Set(readVocabulary('vi', root).glossary.stopwords.map(fold)),
  };
}

type ContentParts = Omit<AnswererSources, 'locale' | 'site' | 'phrases' | 'glossary' | 'articles'> & {
  articles: readonly Article[];
};

export function answererSources(locale: Locale, content: ContentParts): AnswererSources {
  return {
    ...content,
    ...readVocabulary(locale),
    locale,
    site,
    articles: content.articles
      .filter((article) => article.locale === locale)
      .map(({ slug, title, description, body }) => ({ slug, title, description, body })),
  };
}

/** Every source read directly from a content folder (default CONTENT_DIR), in `locale` where translated. */
export function readAnswererSources(locale: Locale = defaultLocale, dir?: string): AnswererSources {
  const file = <K extends ContentFileName>(name: K) =>
    locale === defaultLocale ? readContentFile(name, dir) : readLocalizedContent(name, locale, dir).data;
  return answererSources(locale, {
    faq: file('faq'),
    contact: file('contact'),
    about: file('about'),
    testimonials: file('testimonials'),
    stats: file('stats'),
    packages: file('packages'),
    prModes: file('pr-modes'),
    privacy: file('privacy'),
    services: mapServiceNodes(file('services').nodes),
    caseStudies: mapCaseStudyNodes(file('case-studies').nodes),
    articles: releasedOnly(loadArticles(path.join(resolveContentDir(dir), 'newsroom'))),
  });
}
