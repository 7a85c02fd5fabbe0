import 'server-only';
import Parser from 'rss-parser';
import { toFeedItems, toIsoDate, type FeedItem } from './feed-item';
import { stripMarkup } from './text';

type Category = string | { _?: string };

const parser = new Parser();

function categoryText(categories: Category[] | undefined): string {
  const first = categories?.[0];
  if (!first) return '';
  return (typeof first === 'string' ? first : (first._ ?? '')).trim();
}

function absolute(link: string | undefined, base: string | undefined): string | undefined {
  if (!link) return undefined;
  try {
    return new URL(link.trim(), base).toString();
  } catch {
    return undefined;
  }
}

/**
 * RSS (or Atom) text to validated feed items, newest first. Items that fail validation are
 * dropped and reported through `onInvalid`; a document that is not a feed at all throws.
 */
export async function parseRss(
  xml: string,
  options: { baseUrl?: string; onInvalid?: (index: number, reason: string) => void } = {},
): Promise<FeedItem[]> {
  const feed = await parser.parseString(xml);
  const candidates = feed.items.map((item) => {
    const link = absolute(item.link, options.baseUrl);
    return {
      title: item.title?.trim() ?? '',
      link,
      pubDate: toIsoDate(item.isoDate ?? item.pubDate),
      // Plain text from here on: the pages, the site's own feed and the browser that re-reads it
      // only ever see text, so the browser bundle needs no markup stripping of its own.
      description: stripMarkup(item.content ?? item.summary ?? item.contentSnippet ?? ''),
      category: categoryText(item.categories as Category[] | undefined),
      guid: item.guid?.trim() || link,
    };
  });
  return toFeedItems(candidates, options.onInvalid);
}
