import 'server-only';
import type { ServerEnv } from '@/lib/config/env';
import { sharedRedis } from '@/lib/redis/shared';
import type { Limiter, LimiterOptions } from './limiter';
import { createMemoryLimiter } from './memory-limiter';
import { createRedisLimiter } from './redis-limiter';

/**
 * The limiter chosen by configuration: counts shared through Redis when REDIS_URL is set (with a
 * memory limiter of the same budget for while Redis is down), else counts in this process.
 */
export function createLimiter(options: LimiterOptions, env: ServerEnv): Limiter {
  const memory = createMemoryLimiter({ ...options, maxKeys: env.RATE_LIMIT_MAX_CLIENTS });
  const client = sharedRedis();
  if (!client) return memory;
  return createRedisLimiter({ ...options, client, prefix: env.REDIS_PREFIX, insurance: memory });
}
