import fs from 'node:fs';
import path from 'node:path';
import { ContentFileError, displayPath, resolveContentDir } from '@/lib/content/files';
import { defaultLocale, isLocale, locales, type Locale } from '@/lib/i18n/locales';
import { ARTICLE_BASE_PATH } from './categories';
import { ArticleError, parseArticle, type Article } from './front-matter';

export type { Article } from './front-matter';

export type ArticleFolder = {
  /** Every valid article, newest first. */
  articles: Article[];
  /** One error per invalid file (or duplicate slug), naming the file and the field. */
  errors: ContentFileError[];
};

/** The `.md` files of `folder` in name order, or undefined when a language folder does not exist. */
function markdownFiles(folder: string, optional: boolean): string[] | undefined {
  try {
    return fs
      .readdirSync(/*turbopackIgnore: true*/ folder)
      .filter((name) => name.endsWith('.md'))
      .sort()
      .map((name) => path.join(/*turbopackIgnore: true*/ folder, name));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    if (optional && code === 'ENOENT') return undefined;
    throw new ContentFileError(displayPath(folder), '', `cannot be read (${code})`);
  }
}

/** A subfolder that is not a language's would be skipped silently; it is reported instead. */
function strayFolders(folder: string): ContentFileError[] {
  const languages = locales.filter((locale) => locale !== defaultLocale).join(', ');
  return fs
    .readdirSync(/*turbopackIgnore: true*/ folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !(isLocale(entry.name) && entry.name !== defaultLocale))
    .map(
      (entry) =>
        new ContentFileError(
          displayPath(path.join(/*turbopackIgnore: true*/ folder, entry.name)),
          'locale',
          `is not a language folder (one of ${languages})`,
        ),
    );
}

/**
 * Reads every article of the folder, collecting what is wrong instead of stopping at the first bad
 * file. English articles sit in the folder itself, translations in one subfolder per language
 * (newsroom/ko/…), docs/i18n.md#newsroom.
 */
export function readArticleFolder(dir?: string): ArticleFolder {
  const folder = dir ?? path.join(/*turbopackIgnore: true*/ resolveContentDir(), 'newsroom');
  const files: [string, Locale][] = [];
  try {
    for (const locale of locales) {
      const where = locale === defaultLocale ? folder : path.join(/*turbopackIgnore: true*/ folder, locale);
      for (const full of markdownFiles(where, locale !== defaultLocale) ?? []) files.push([full, locale]);
    }
  } catch (error) {
    if (!(error instanceof ContentFileError)) throw error;
    return { articles: [], errors: [error] };
  }
  const errors: ContentFileError[] = strayFolders(folder);
  const bySlug = new Map<string, Article>();
  const byTranslation = new Map<string, Article>();
  for (const [full, locale] of files) {
    const file = displayPath(full);
    try {
      const article = parseArticle(file, fs.readFileSync(/*turbopackIgnore: true*/ full, 'utf8'), locale);
      const clash = bySlug.get(article.slug);
      if (clash) throw new ArticleError(file, 'slug', `"${article.slug}" is already used by ${clash.file}`);
      // One article per language in a translation group, or the page could not tell which to show.
      const group = `${article.translationKey} ${article.locale}`;
      const twin = byTranslation.get(group);
      if (twin) {
        throw new ArticleError(
          file,
          'translationKey',
          `"${article.translationKey}" already has a ${article.locale} translation: ${twin.file}`,
        );
      }
      bySlug.set(article.slug, article);
      byTranslation.set(group, article);
    } catch (error) {
      if (!(error instanceof ContentFileError)) throw error;
      errors.push(error);
    }
  }
  return { articles: sortArticles([...bySlug.values()]), errors };
}

/** Every article in `dir` (default CONTENT_DIR/newsroom), newest first. Throws on the first invalid file. */
export function loadArticles(dir?: string): Article[] {
  const { articles, errors } = readArticleFolder(dir);
  if (errors.length) throw errors[0];
  return articles;
}

export function sortArticles(articles: Article[]): Article[] {
  return [...articles].sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
}

export function articlePath(slug: string): string {
  return `${ARTICLE_BASE_PATH}/${slug}`;
}

/** Up to `limit` other articles: the same category first, then the rest, newest first within each. */
export function relatedArticles(
  articles: Article[],
  current: Pick<Article, 'slug' | 'category'>,
  limit = 3,
): Article[] {
  const others = sortArticles(articles.filter((article) => article.slug !== current.slug));
  const same = others.filter((article) => article.category === current.category);
  const rest = others.filter((article) => article.category !== current.category);
  return [...same, ...rest].slice(0, limit);
}
