import { z } from 'zod';
import { cacheTags } from '@/lib/content/cache-tags';

export const revalidateSchema = z.object({
  tags: z
    .array(z.enum(cacheTags, { error: `tags may only contain ${cacheTags.map((tag) => `"${tag}"`).join(', ')}.` }), {
      error: 'tags must be a list of cache tags.',
    })
    .min(1, 'tags must name at least one cache tag.')
    .max(cacheTags.length, `tags can name at most ${cacheTags.length} cache tags.`)
    .optional(),
});
