import 'server-only';
import { once } from 'node:events';
import type { ServerEnv } from '@/lib/config/env';
import { HttpError } from '@/lib/http/errors';
import { withinRedisTimeout } from '@/lib/redis/client.mjs';
import { sharedRedis } from '@/lib/redis/shared';
import { invalidateSharedTags } from './redis-cache-handler.mjs';

/** How long a revalidation waits for a Redis connection that is still being made. */
const CONNECT_WAIT_MS = 2_000;

/**
 * With REDIS_URL, records the tags' invalidation in the shared cache and resolves only once Redis
 * has it, so every instance serves fresh content from the moment the editor is answered. Next's
 * own `revalidateTag` in a route handler reaches the cache handler only after the response.
 * Throws a 503 when Redis cannot record it: then nothing has been refreshed anywhere.
 */
export async function revalidateSharedCache(tags: string[], env: Pick<ServerEnv, 'REDIS_URL' | 'REDIS_PREFIX'>): Promise<void> {
  const client = env.REDIS_URL ? sharedRedis() : undefined;
  if (!client) return;
  try {
    if (!client.isReady) await once(client, 'ready', { signal: AbortSignal.timeout(CONNECT_WAIT_MS) });
    await withinRedisTimeout(invalidateSharedTags(client, env.REDIS_PREFIX, tags));
  } catch (error) {
    console.error('[revalidate] Redis did not record the revalidation:', (error as Error).message);
    throw new HttpError(
      503,
      'The shared cache (Redis) did not answer, so nothing was refreshed and every instance still shows the previous content. Revalidate again once Redis is back.',
    );
  }
}
