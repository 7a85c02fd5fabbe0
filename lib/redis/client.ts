import 'server-only';
import { createClient } from 'redis';

/** How long a request waits for any one Redis operation before it takes its fallback or fails. */
export const REDIS_TIMEOUT_MS = 1_000;

/**
 * A Redis client for the site's shared state. Errors are logged rather than thrown from the event
 * emitter (an unhandled 'error' would end the process); node-redis reconnects by itself with
 * backoff, and commands issued meanwhile fail instead of queueing without bound.
 */
export function createRedisClient(url: string) {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    // Commands sent to a stalled server wait for its answer (see withinRedisTimeout): cap how many.
    commandsQueueMaxLength: 10_000,
    socket: { connectTimeout: 5_000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5_000) },
  });
  client.on('error', (error: Error) => console.error('[redis]', error.message));
  return client;
}

export type RedisClient = ReturnType<typeof createRedisClient>;

/**
 * Rejects when `operation` has not settled within `ms`. node-redis's own command timeout covers a
 * command only until it is written: a Redis that is stalled but keeps its connection open (paused,
 * overloaded, a half-open link) would otherwise hold every request that touches it, and neither the
 * connect timeout nor the reconnect strategy notices.
 */
export async function withinRedisTimeout<T>(operation: Promise<T>, ms = REDIS_TIMEOUT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([operation, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
