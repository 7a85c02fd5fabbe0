import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { ARTICLE_BASE_PATH } from './categories';
import { ArticleError, parseArticle, type Article } from './front-matter';

export type { Article } from './front-matter';

// Paths are spelled out from process.cwd() so the bundler traces only content/newsroom into the
// server output, not the whole project. `dir` is for tests.
function listArticleFiles(dir?: string): string[] {
  return dir
    ? fs.readdirSync(/*turbopackIgnore: true*/ dir)
    : fs.readdirSync(path.join(process.cwd(), 'content', 'newsroom'));
}

function articleFile(name: string, dir?: string): string {
  return dir ? path.join(/*turbopackIgnore: true*/ dir, name) : path.join(process.cwd(), 'content', 'newsroom', name);
}

/** Every article in `dir` (default content/newsroom), newest first. Throws on an invalid file or a duplicate slug. */
export function loadArticles(dir?: string): Article[] {
  const files = listArticleFiles(dir)
    .filter((name) => name.endsWith('.md'))
    .sort();
  const bySlug = new Map<string, Article>();
  for (const name of files) {
    const full = articleFile(name, dir);
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
