import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { ARTICLE_BASE_PATH } from './categories';
import { ArticleError, parseArticle, type Article } from './front-matter';

export type { Article } from './front-matter';

export const ARTICLES_DIR = path.join(process.cwd(), 'content', 'newsroom');

/** Every article in `dir`, newest first. Throws on the first invalid file or a duplicate slug. */
export function loadArticles(dir: string = ARTICLES_DIR): Article[] {
  const files = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort();
  const bySlug = new Map<string, Article>();
  for (const name of files) {
    const full = path.join(dir, name);
    const file = path.relative(process.cwd(), full) || name;
    const article = parseArticle(file, fs.readFileSync(full, 'utf8'));
    const clash = bySlug.get(article.slug);
    if (clash) throw new ArticleError(file, 'slug', `"${article.slug}" is already used by ${clash.file}`);
    bySlug.set(article.slug, article);
  }
  return sortArticles([...bySlug.values()]);
}

export function sortArticles(articles: Article[]): Article[] {
  return [...articles].sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
}

let loaded: Article[] | undefined;

/** The site's articles, read once per server process (re-read in development so edits show). */
export function getArticles(): Article[] {
  if (!loaded || process.env.NODE_ENV === 'development') loaded = loadArticles();
  return loaded;
}

export function getArticle(slug: string): Article | undefined {
  return getArticles().find((article) => article.slug === slug);
}

export function articlePath(slug: string): string {
  return `${ARTICLE_BASE_PATH}/${slug}`;
}

/** Up to `limit` other articles: the same category first, then the rest, newest first within each. */
export function relatedArticles(articles: Article[], current: Pick<Article, 'slug' | 'category'>, limit = 3): Article[] {
  const others = sortArticles(articles.filter((article) => article.slug !== current.slug));
  const same = others.filter((article) => article.category === current.category);
  const rest = others.filter((article) => article.category !== current.category);
  return [...same, ...rest].slice(0, limit);
}
