/**
 * One Markdown article: YAML front matter validated with zod. A bad file is reported with the file
 * name and the field (by `npm run content:check`, the revalidation route and the server log).
 */
import matter from 'gray-matter';
import { z } from 'zod';
import { site } from '@/lib/config/site';
import { ContentFileError } from '@/lib/content/files';
import { defaultLocale, locales, type Locale } from '@/lib/i18n/locales';
import { badMarkdownLinks, CONTENT_LINK_RULE } from '@/lib/links/content-link';
import { BLOG_CATEGORIES } from './categories';
import { readingMinutes } from './reading-time';
import { releaseFields } from './release-fields';
import { trimChars } from '@/lib/text/linear';

const ARTICLE_CATEGORIES = [site.newsroomCategory, ...BLOG_CATEGORIES] as const;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A value as written: blanks around it and one pair of matching quotes removed. */
function unquote(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  const value = trimChars(raw, ' \t');
  const quote = value[0];
  return value.length >= 2 && (quote === '"' || quote === "'") && value.endsWith(quote) ? value.slice(1, -1) : value;
}

function isRealDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

// parseArticle hands over the date as written; a Date only arrives when the YAML is unusual.
const dateField = z
  .union([z.date(), z.string()])
  .transform((value) =>
    value instanceof Date ? (Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10)) : value.trim(),
  )
  .refine(isRealDay, { message: 'must be a calendar date written YYYY-MM-DD' });

// An instant with its zone, as a wire editor writes an embargo: `2026-12-01T09:00:00+09:00`. YAML
// turns an unquoted timestamp into a Date, which is kept as the same instant.
const instantField = z
  .union([z.date(), z.string()])
  .transform((value) => (value instanceof Date ? (Number.isNaN(value.getTime()) ? '' : value.toISOString()) : value.trim()))
  .pipe(z.iso.datetime({ offset: true, message: 'must be a date and time with its zone, e.g. 2026-12-01T09:00:00+09:00' }));

/** The front matter an article must have; the admin article form is built from it too. */
export const frontMatterSchema = z.object({
  title: z.string().trim().min(10, 'must be at least 10 characters').max(200, 'must be at most 200 characters'),
  slug: z.string().trim().regex(SLUG, 'must be lowercase words joined by hyphens'),
  date: dateField,
  category: z.enum(ARTICLE_CATEGORIES, { message: `must be one of: ${ARTICLE_CATEGORIES.join(', ')}` }),
  description: z.string().trim().min(40, 'must be at least 40 characters').max(320, 'must be at most 320 characters'),
  author: z.string().trim().min(2, 'must name the author'),
  /** The language the article is written in (docs/i18n.md#newsroom); English when absent. */
  locale: z.enum(locales, { message: `must be one of: ${locales.join(', ')}` }).default(defaultLocale),
  /** Shared by the translations of one article; absent, the slug is the article's own key. */
  translationKey: z.string().trim().regex(SLUG, 'must be lowercase words joined by hyphens').optional(),
  /** Until this instant the release exists for no public surface (docs/behaviour.md#embargoes). */
  embargo: instantField.optional(),
  ...releaseFields,
});

type ArticleFrontMatter = z.infer<typeof frontMatterSchema>;

export type Article = Omit<ArticleFrontMatter, 'translationKey' | 'locale'> & {
  locale: Locale;
  /** The translation group: the front matter's translationKey, or the slug. */
  translationKey: string;
  /** Markdown source after the front matter. */
  body: string;
  readingMinutes: number;
  /** Path relative to the project, for error messages. */
  file: string;
};

export class ArticleError extends ContentFileError {
  constructor(file: string, field: string, detail: string) {
    super(file, field, detail, field === 'front matter' ? [] : field.split('.'));
    this.message = `Invalid article ${file}: field "${field}" ${detail}`;
    this.name = 'ArticleError';
  }
}

/**
 * Parses one article; throws an ArticleError naming the file and the first bad field. `folderLocale`
 * is the language of the folder the file sits in (English for newsroom/ itself): a translation's
 * `locale`, when written, must agree with it.
 */
export function parseArticle(file: string, source: string, folderLocale: Locale = defaultLocale): Article {
  let parsed: matter.GrayMatterFile<string>;
  try {
    // A fresh options object bypasses gray-matter's cache, which would otherwise reuse parsed data.
    parsed = matter(source, {});
  } catch (error) {
    throw new ArticleError(file, 'front matter', `is not valid YAML (${(error as Error).message})`);
  }
  // YAML turns an unquoted 2026-03-10 into a Date and silently rolls 2026-13-40 over into 2027,
  // so the date is validated as written in the file.
  const writtenDate = unquote(/^date:(.*)$/m.exec(parsed.matter)?.[1]);
  const data: Record<string, unknown> = { locale: folderLocale, ...parsed.data };
  if (data.date instanceof Date && writtenDate) data.date = writtenDate;
  const result = frontMatterSchema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0];
    const field = issue.path.length ? issue.path.join('.') : 'front matter';
    const missing = issue.path.length === 1 && data[String(issue.path[0])] === undefined;
    const detail = missing ? 'is missing' : issue.message;
    throw new ArticleError(file, field, detail);
  }
  const expectedSlug = file.split('/').pop()!.replace(/\.md$/, '');
  if (result.data.slug !== expectedSlug) {
    throw new ArticleError(file, 'slug', `must match the file name ("${expectedSlug}")`);
  }
  const body = parsed.content.trim();
  if (!body) throw new ArticleError(file, 'body', 'is empty');
  const [badLink] = badMarkdownLinks(body);
  if (badLink !== undefined) throw new ArticleError(file, 'body', `has a link to "${badLink}", which ${CONTENT_LINK_RULE}`);
  if (result.data.locale !== folderLocale) {
    const where = folderLocale === defaultLocale ? 'newsroom/' : `newsroom/${folderLocale}/`;
    throw new ArticleError(file, 'locale', `must be "${folderLocale}" for a file in ${where}`);
  }
  const { translationKey, ...fields } = result.data;
  return {
    ...fields,
    translationKey: translationKey ?? fields.slug,
    body,
    readingMinutes: readingMinutes(body, fields.locale),
    file,
  };
}
