import 'server-only';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import type { Article } from './front-matter';
import { articlePath } from './articles';
import { sortNewestFirst, type FeedItem } from './feed-item';
import { parseRss } from './rss-read';
import { articlesForLocale, canonicalArticlePath } from './translations';

/** Feeds larger than this are refused rather than parsed: a misconfigured URL must not eat memory. */
const MAX_FEED_BYTES = 5 * 1024 * 1024;

/**
 * The article as an item of `locale`'s newsroom: the link stays in that locale's pages, the guid is
 * the article's own URL (the same in every feed), and an article in another language (an English
 * fallback) names its language.
 */
export function articleToFeedItem(
  article: Article,
  toAbsolute: (path: string) => string,
  locale: Locale = article.locale,
): FeedItem {
  const link = toAbsolute(localizedPath(articlePath(article.slug), locale));
  return {
    title: article.title,
    link,
    pubDate: `${article.date}T00:00:00.000Z`,
    description: article.description,
    category: article.category,
    guid: toAbsolute(canonicalArticlePath(article)),
    ...(article.locale === locale ? {} : { language: article.locale }),
  };
}

/** `locale`'s newsroom items (its articles and the English ones it has no translation of), newest first. */
export function localFeedItems(
  articles: Article[],
  toAbsolute: (path: string) => string,
  locale: Locale = 'en',
): FeedItem[] {
  return sortNewestFirst(
    articlesForLocale(articles, locale).map((article) => articleToFeedItem(article, toAbsolute, locale)),
  );
}

export type FetchFeedOptions = {
  timeoutMs: number;
  fetchImpl?: typeof fetch;
  onInvalid?: (index: number, reason: string) => void;
};

/** Fetches and parses an external RSS feed; throws on timeout, HTTP error, oversize or unreadable XML. */
export async function fetchFeed(
  url: string,
  { timeoutMs, fetchImpl = fetch, onInvalid }: FetchFeedOptions,
): Promise<FeedItem[]> {
  const response = await fetchImpl(url, {
    headers: { Accept: 'application/rss+xml, application/atom+xml;q=0.9, application/xml;q=0.8, text/xml;q=0.7' },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`feed answered HTTP ${response.status}`);
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > MAX_FEED_BYTES) throw new Error(`feed is larger than ${MAX_FEED_BYTES} bytes`);
  const xml = await response.text();
  if (xml.length > MAX_FEED_BYTES) throw new Error(`feed is larger than ${MAX_FEED_BYTES} bytes`);
  return parseRss(xml, { baseUrl: url, onInvalid });
}

export type LoadFeedOptions = {
  feedUrl?: string;
  timeoutMs: number;
  /** Whose newsroom: the local articles are chosen for it; an external feed is the same for all. */
  locale?: Locale;
  articles: () => Article[] | Promise<Article[]>;
  toAbsolute: (path: string) => string;
  /** Reads the external feed; the site passes a cached `fetchFeed`. */
  readRemote?: (url: string, timeoutMs: number) => Promise<FeedItem[]>;
  log?: (message: string, error?: unknown) => void;
};

/**
 * The newsroom's items: the local articles, or the external feed when FEED_URL is set. A failing
 * external feed is logged and gives an empty list (docs/behaviour.md#newsroom); local articles arrive already
 * validated by their cached reader.
 */
export async function loadFeedItems(options: LoadFeedOptions): Promise<FeedItem[]> {
  const log = options.log ?? ((message, error) => console.error(message, error));
  if (!options.feedUrl) return localFeedItems(await options.articles(), options.toAbsolute, options.locale);
  const readRemote =
    options.readRemote ??
    ((url: string, timeoutMs: number) =>
      fetchFeed(url, {
        timeoutMs,
        onInvalid: (index, reason) => log(`[newsroom] skipped feed item ${index}: ${reason}`),
      }));
  try {
    return await readRemote(options.feedUrl, options.timeoutMs);
  } catch (error) {
    log(`[newsroom] could not load FEED_URL ${options.feedUrl}`, error);
    return [];
  }
}
