import 'server-only';
import { createRedisClient } from './client.mjs';

export { createRedisClient, REDIS_TIMEOUT_MS, withinRedisTimeout } from './client.mjs';

export type RedisClient = ReturnType<typeof createRedisClient>;
