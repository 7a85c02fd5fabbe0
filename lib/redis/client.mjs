/**
 * The one way this code connects to Redis: the site's shared state (lib/redis/shared.ts) and the
 * cache handler Next loads by path (lib/cache/redis-cache-handler.mjs), hence plain JavaScript.
 * Errors are reported rather than thrown from the event emitter (an unhandled 'error' would end the
 * process); node-redis reconnects by itself with backoff, and commands issued meanwhile fail at once
 * instead of queueing without bound. Callers bound each operation's wait themselves.
 */
import { createClient } from 'redis';

/** How long a request waits for any one Redis operation before it takes its fallback or fails. */
export const REDIS_TIMEOUT_MS = 1_000;
/** A connection attempt that takes longer fails, and the reconnect strategy tries again. */
const REDIS_CONNECT_TIMEOUT_MS = 2_000;
/** The longest pause between reconnection attempts. */
const MAX_RECONNECT_DELAY_MS = 5_000;

/**
 * @param {string} url
 * @param {{ onError?: (error: Error) => void }} [options] where connection errors go; by default the log
 */
export function createRedisClient(url, { onError = (error) => console.error('[redis]', error.message) } = {}) {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    // Commands sent to a stalled server wait for its answer (callers time out first): cap how many.
    commandsQueueMaxLength: 10_000,
    socket: {
      connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, MAX_RECONNECT_DELAY_MS),
    },
  });
  client.on('error', onError);
  return client;
}

/** @typedef {ReturnType<typeof createRedisClient>} RedisClient */

/**
 * Rejects when `operation` has not settled within `ms`. node-redis's own command timeout covers a
 * command only until it is written: a Redis that is stalled but keeps its connection open (paused,
 * overloaded, a half-open link) would otherwise hold every request that touches it, and neither the
 * connect timeout nor the reconnect strategy notices.
 * @template T
 * @param {Promise<T>} operation
 * @param {number} [ms]
 * @returns {Promise<T>}
 */
export async function withinRedisTimeout(operation, ms = REDIS_TIMEOUT_MS) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([operation, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
