/** The feed item in docs/behaviour.md#newsroom, validated with zod wherever the server reads a feed. */
import { z } from 'zod';
import { sortNewestFirst, type FeedItem } from './feed-item-check';

export { sortNewestFirst, toIsoDate, type FeedItem } from './feed-item-check';

export const feedItemSchema = z.object({
  title: z.string().trim().min(1),
  link: z.url({ protocol: /^https?$/ }),
  pubDate: z.iso.datetime(),
  description: z.string(),
  category: z.string().trim(),
  guid: z.string().trim().min(1),
}) satisfies z.ZodType<FeedItem>;

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
