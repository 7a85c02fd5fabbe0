import 'server-only';
import { revalidateTag } from 'next/cache';
import { revalidateSharedCache } from '@/lib/cache/shared-revalidation';
import { serverEnv } from '@/lib/config/env';
import type { CacheTag } from '@/lib/content/cache-tags';

/**
 * Expires content tags so the next request renders fresh, on every instance: `POST /api/revalidate`
 * and the back office's saves both end here. Throws a 503 HttpError when the shared cache (Redis)
 * cannot record it; then nothing has been refreshed anywhere.
 */
export async function expireContentTags(tags: readonly CacheTag[], env = serverEnv()): Promise<void> {
  // Editors expect their change on the next request, on every instance, so the shared cache has
  // recorded it before the answer and stale content is never served after this. Next's own
  // revalidateTag still runs for its local state; it records the tags in Redis once more after
  // the answer, which costs at most one extra render of a page rendered in between.
  await revalidateSharedCache([...tags], env);
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
}
