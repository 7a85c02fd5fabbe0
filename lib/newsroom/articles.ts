import fs from 'node:fs';
import path from 'node:path';
import { ContentFileError, displayPath, resolveContentDir } from '@/lib/content/files';
import { ARTICLE_BASE_PATH } from './categories';
import { ArticleError, parseArticle, type Article } from './front-matter';

export type { Article } from './front-matter';

export type ArticleFolder = {
  /** Every valid article, newest first. */
  articles: Article[];
  /** One error per invalid file (or duplicate slug), naming the file and the field. */
  errors: ContentFileError[];
};

/** Reads every article of the folder, collecting what is wrong instead of stopping at the first bad file. */
export function readArticleFolder(dir?: string): ArticleFolder {
  const folder = dir ?? path.join(/*turbopackIgnore: true*/ resolveContentDir(), 'newsroom');
  let names: string[];
  try {
    names = fs.readdirSync(/*turbopackIgnore: true*/ folder);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    return { articles: [], errors: [new ContentFileError(displayPath(folder), '', `cannot be read (${code})`)] };
  }
  const bySlug = new Map<string, Article>();
  const byTranslation = new Map<string, Article>();
  const errors: ContentFileError[] = [];
  for (const name of names.filter((n) => n.endsWith('.md')).sort()) {
    const full = path.join(/*turbopackIgnore: true*/ folder, name);
    const file = displayPath(full);
    try {
      const article = parseArticle(file, fs.readFileSync(/*turbopackIgnore: true*/ full, 'utf8'));
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
