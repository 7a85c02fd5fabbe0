/**
 * Full-text search over a language's newsroom (docs/behaviour.md#archive-search): the title, the
 * summary and the body, tokenized with `lib/text/segment.ts`, every query term required, ranked by
 * where and how often the terms occur, newest first among equals.
 */
import { z } from 'zod';
import { excerpt, highlight, type TextPart } from '@/lib/text/highlight';
import { indexTokens, queryTokens } from '@/lib/text/segment';
import type { Article } from './front-matter';
import { renderMarkdown } from './markdown';
import { stripMarkup } from './text';

/** Longer queries are cut here: no one types more, and the work per request stays bounded. */
export const MAX_QUERY_CHARS = 200;
/** At most this many terms count; the rest of a pasted paragraph is ignored. */
const MAX_TERMS = 16;
const SEARCH_PAGE_SIZE = 10;
const MAX_PAGE = 1000;

const WEIGHTS = { title: 5, description: 2, body: 1 } as const;

type Field = keyof typeof WEIGHTS;

type Indexed = { counts: Record<Field, Map<string, number>>; text: string };

const indexes = new WeakMap<Article, Indexed>();

function countTokens(text: string, locale: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const token of indexTokens(text, locale)) counts.set(token, (counts.get(token) ?? 0) + 1);
  return counts;
}

/** The article's body as plain text, as a reader sees it. */
function plainBody(article: Pick<Article, 'body'>): string {
  return stripMarkup(renderMarkdown(article.body, 'https://search.invalid'));
}

// Articles are immutable values from the cached reader: one index per object, built on first use.
function indexOf(article: Article): Indexed {
  let indexed = indexes.get(article);
  if (!indexed) {
    const text = plainBody(article);
    indexed = {
      text,
      counts: {
        title: countTokens(article.title, article.locale),
        description: countTokens(article.description, article.locale),
        body: countTokens(text, article.locale),
      },
    };
    indexes.set(article, indexed);
  }
  return indexed;
}

/** A score above zero when every term occurs somewhere in the article. */
function score(indexed: Indexed, terms: readonly string[]): number {
  let total = 0;
  for (const term of terms) {
    let found = 0;
    for (const field of Object.keys(WEIGHTS) as Field[]) found += (indexed.counts[field].get(term) ?? 0) * WEIGHTS[field];
    if (!found) return 0;
    total += found;
  }
  return total;
}

const field = (schema: z.ZodType<string>) => z.preprocess((value) => (Array.isArray(value) ? value[0] : value), schema);

/** The search page's query string; a malformed value is read as absent, never as an error. */
export const searchParamsSchema = z.object({
  q: field(z.string().transform((q) => q.slice(0, MAX_QUERY_CHARS).trim())).catch(''),
  category: field(z.string().max(60)).catch(''),
  year: field(z.string().regex(/^\d{4}$/)).catch(''),
  page: z.preprocess((value) => (Array.isArray(value) ? value[0] : value), z.coerce.number().int().min(1).max(MAX_PAGE)).catch(1),
});

export type SearchQuery = z.infer<typeof searchParamsSchema>;

export type SearchHit = { article: Article; title: TextPart[]; snippet: TextPart[] };

export type SearchResult = { hits: SearchHit[]; total: number; page: number; pages: number; terms: string[] };

/** The years the articles were published in, newest first: the year filter's options. */
export function articleYears(articles: readonly Pick<Article, 'date'>[]): string[] {
  return [...new Set(articles.map((article) => article.date.slice(0, 4)))].sort().reverse();
}

/**
 * `articles` (already the page's language and released) matching the query, category and year, one
 * page of them with their highlighted title and excerpt. An empty query lists the filtered articles.
 */
export function searchArticles(articles: readonly Article[], query: SearchQuery, locale: string): SearchResult {
  const terms = queryTokens(query.q, locale).slice(0, MAX_TERMS);
  const filtered = articles.filter(
    (article) =>
      (!query.category || article.category === query.category) && (!query.year || article.date.startsWith(query.year)),
  );
  const ranked = terms.length
    ? filtered
        .map((article) => ({ article, score: score(indexOf(article), terms) }))
        .filter((entry) => entry.score > 0)
        .sort((a, b) => b.score - a.score || b.article.date.localeCompare(a.article.date))
        .map((entry) => entry.article)
    : filtered;
  const pages = Math.max(1, Math.ceil(ranked.length / SEARCH_PAGE_SIZE));
  const page = Math.min(query.page, pages);
  const hits = ranked.slice((page - 1) * SEARCH_PAGE_SIZE, page * SEARCH_PAGE_SIZE).map((article) => {
    const lang = article.locale;
    const body = indexOf(article).text;
    const inDescription = terms.length > 0 && highlight(article.description, terms, lang).some((part) => part.mark);
    const bodyExcerpt = excerpt(body, terms, lang);
    const useBody = terms.length > 0 && !inDescription && bodyExcerpt.some((part) => part.mark);
    return {
      article,
      title: highlight(article.title, terms, lang),
      snippet: useBody ? bodyExcerpt : highlight(article.description, terms, lang),
    };
  });
  return { hits, total: ranked.length, page, pages, terms };
}
