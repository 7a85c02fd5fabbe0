import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetServerEnvForTests, serverEnv } from '@/lib/config/env';
import { HttpError } from '@/lib/http/errors';
import { closeSharedRedis } from '@/lib/redis/shared';
import { redisUnavailable, startRedis, type RedisServer } from '@/test/servers/redis';
import { skipMessage } from '@/test/servers/skip';
import { revalidateSharedCache } from './shared-revalidation';

describe.skipIf(skipMessage(redisUnavailable()))('revalidateSharedCache (real Redis)', () => {
  let redis: RedisServer;
  beforeAll(async () => {
    redis = await startRedis();
    vi.stubEnv('REDIS_URL', redis.url);
    vi.stubEnv('REDIS_PREFIX', 'reval:');
    resetServerEnvForTests();
  });
  afterAll(async () => {
    await closeSharedRedis();
    await redis?.stop();
    vi.unstubAllEnvs();
    resetServerEnvForTests();
  });

  it('resolves only once Redis holds the tags, even on a connection still being made', async () => {
    await revalidateSharedCache(['feed', 'articles'], serverEnv());
    const reader = createClient({ url: redis.url });
    await reader.connect();
    const recorded = await reader.hmGet('reval:cache:tags', ['feed', 'articles', 'faq']);
    await reader.close();
    expect(recorded.slice(0, 2).every((at) => /^\d{16,}$/.test(String(at)))).toBe(true);
    expect(recorded[2]).toBeNull();
  });

  it('answers 503 within a bound, refreshing nothing, when Redis does not answer', async () => {
    redis.pause();
    try {
      const started = performance.now();
      const failure = await revalidateSharedCache(['feed'], serverEnv()).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(HttpError);
      expect(failure).toMatchObject({ status: 503, message: expect.stringContaining('nothing was refreshed') });
      expect(performance.now() - started).toBeLessThan(3_000);
    } finally {
      redis.resume();
    }
  });

  it('does nothing without REDIS_URL', async () => {
    await expect(revalidateSharedCache(['feed'], { REDIS_URL: undefined, REDIS_PREFIX: 'reval:' })).resolves.toBeUndefined();
  });
});
