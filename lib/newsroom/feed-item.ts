/**
 * The feed item of spec section 3. Shared by the server (local articles, rss-parser) and the
 * browser (DOMParser), so it uses zod/mini to keep the client bundle small.
 */
import * as z from 'zod/mini';

export const feedItemSchema = z.object({
  title: z.string().check(z.trim(), z.minLength(1)),
  link: z.url({ protocol: /^https?$/ }),
  /** ISO 8601 in UTC, so sorting and formatting agree on server and client. */
  pubDate: z.iso.datetime(),
  description: z.string(),
  category: z.string().check(z.trim()),
  guid: z.string().check(z.trim(), z.minLength(1)),
});

export type FeedItem = z.infer<typeof feedItemSchema>;

/** Any date string a feed may carry (RFC 822, ISO) to the ISO form, or undefined when unreadable. */
export function toIsoDate(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/**
 * Validates raw candidates and keeps the good ones, newest first. A feed we do not control may
 * hold a broken entry; one bad item must not blank the whole page.
 */
export function toFeedItems(candidates: unknown[], onInvalid?: (index: number, reason: string) => void): FeedItem[] {
  const items: FeedItem[] = [];
  candidates.forEach((candidate, index) => {
    const result = feedItemSchema.safeParse(candidate);
    if (result.success) items.push(result.data);
    else onInvalid?.(index, result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
  });
  return sortNewestFirst(items);
}

export function sortNewestFirst(items: FeedItem[]): FeedItem[] {
  return [...items].sort((a, b) => Date.parse(b.pubDate) - Date.parse(a.pubDate));
}
