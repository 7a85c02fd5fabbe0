import { AsyncLocalStorage } from 'node:async_hooks';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { withinRedisTimeout, type RedisClient } from '@/lib/redis/client.mjs';
import type { Limiter, LimiterOptions, LimitOutcome } from './limiter';

export type RedisLimiterOptions = LimiterOptions & {
  client: RedisClient;
  /** Namespace of the site's keys in a Redis it may share with others. */
  prefix: string;
  /** Counts hits while Redis cannot answer, so a client is still limited, per instance. */
  insurance: Limiter;
};

const refusal = (result: RateLimiterRes): LimitOutcome => ({
  allowed: false,
  retryAfterSeconds: Math.max(1, Math.ceil(result.msBeforeNext / 1000)),
});

/**
 * rate-limiter-flexible's Redis limiter: every instance counts in the same keys, so a client has one
 * budget across the cluster. While Redis is down or unreachable each hit goes to the insurance
 * limiter instead, and so does a hit Redis leaves unanswered past REDIS_TIMEOUT_MS (a stalled
 * server). The library's own `insuranceLimiter` option takes only its own limiter classes, which
 * have no bound on the keys they hold; passing our capped memory limiter here keeps a flood during
 * an outage from growing memory without limit.
 */
export function createRedisLimiter(options: RedisLimiterOptions): Limiter {
  // Same reason as the memory limiter: the library's timers must not keep a visitor's request alive.
  const inCreationContext = AsyncLocalStorage.snapshot();
  const keyPrefix = `${options.prefix}rate-limit:${options.name}`;
  const limiter = new RateLimiterRedis({
    storeClient: options.client,
    useRedisPackage: true,
    // Fail over at once while the client reconnects instead of waiting for a command to time out.
    rejectIfRedisNotReady: true,
    keyPrefix,
    points: options.points,
    duration: options.durationSeconds,
  });

  return {
    async consume(key: string): Promise<LimitOutcome> {
      try {
        await inCreationContext(() => withinRedisTimeout(limiter.consume(key)));
        return { allowed: true };
      } catch (error) {
        if (error instanceof RateLimiterRes) return refusal(error);
        return options.insurance.consume(key);
      }
    },
    async clear() {
      await options.insurance.clear();
      if (!options.client.isReady) return;
      for await (const keys of options.client.scanIterator({ MATCH: `${keyPrefix}:*`, COUNT: 100 })) {
        if (keys.length > 0) await options.client.del(keys);
      }
    },
  };
}
