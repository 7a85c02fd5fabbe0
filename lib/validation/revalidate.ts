import { z } from 'zod';

/** The cache tags pages and the feed are stored under (revalidated every 300 s or on demand). */
export const cacheTags = ['services', 'case-studies', 'feed'] as const;
export type CacheTag = (typeof cacheTags)[number];

export const revalidateSchema = z.object({
  tags: z
    .array(z.enum(cacheTags, { error: 'tags may only contain "services", "case-studies" and "feed".' }), {
      error: 'tags must be a list of cache tags.',
    })
    .min(1, 'tags must name at least one cache tag.')
    .max(cacheTags.length, `tags can name at most ${cacheTags.length} cache tags.`)
    .optional(),
});
