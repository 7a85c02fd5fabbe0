/**
 * Zod-free helpers for feed items, for the browser bundle (zod/mini alone would add ~15 KB gzip to
 * the PR Studio and Blog pages). The server validates with `feedItemSchema`; feed-item.test.ts
 * checks that both accept and reject the same candidates.
 */
export type FeedItem = {
  title: string;
  link: string;
  /** ISO 8601 in UTC, so sorting and formatting agree on server and client. */
  pubDate: string;
  description: string;
  category: string;
  guid: string;
  /** The item's language when it differs from its feed's (an English article in a Korean feed). */
  language?: string;
};

export type FeedItemCandidate = { [K in keyof FeedItem]?: string | undefined };

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z$/;

/** Any date string a feed may carry (RFC 822, ISO) to the ISO form, or undefined when unreadable. */
export function toIsoDate(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

function httpUrl(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'http:' || url.protocol === 'https:' ? trimmed : undefined;
  } catch {
    return undefined;
  }
}

/** The candidate as a FeedItem, or undefined when a field is missing or malformed. */
export function checkFeedItem(candidate: FeedItemCandidate): FeedItem | undefined {
  const title = candidate.title?.trim();
  const link = httpUrl(candidate.link);
  const pubDate = candidate.pubDate;
  const guid = candidate.guid?.trim();
  if (!title || !link || !guid || !pubDate || !ISO_UTC.test(pubDate) || Number.isNaN(Date.parse(pubDate)))
    return undefined;
  if (typeof candidate.description !== 'string' || typeof candidate.category !== 'string') return undefined;
  const language = candidate.language?.trim();
  return {
    title,
    link,
    pubDate,
    description: candidate.description,
    category: candidate.category.trim(),
    guid,
    ...(language ? { language } : {}),
  };
}

export function sortNewestFirst<T extends Pick<FeedItem, 'pubDate'>>(items: T[]): T[] {
  return [...items].sort((a, b) => Date.parse(b.pubDate) - Date.parse(a.pubDate));
}
