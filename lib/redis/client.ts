import 'server-only';
import { createClient } from 'redis';

/**
 * A Redis client for the site's shared state. Errors are logged rather than thrown from the event
 * emitter (an unhandled 'error' would end the process); node-redis reconnects by itself with
 * backoff, and commands issued meanwhile fail instead of queueing without bound.
 */
export function createRedisClient(url: string) {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 5_000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5_000) },
  });
  client.on('error', (error: Error) => console.error('[redis]', error.message));
  return client;
}

export type RedisClient = ReturnType<typeof createRedisClient>;
