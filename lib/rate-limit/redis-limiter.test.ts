import { describe, expect, it } from 'vitest';
import { REDIS_TIMEOUT_MS } from '@/lib/redis/client.mjs';
import { useRedisServer } from '@/test/helpers/redis';
import { redisUnavailable } from '@/test/servers/redis';
import { skipMessage } from '@/test/servers/skip';
import { createMemoryLimiter } from './memory-limiter';
import { createRedisLimiter } from './redis-limiter';

describe.skipIf(skipMessage(redisUnavailable()))('createRedisLimiter (real Redis)', () => {
  const redis = useRedisServer();

  /** One instance's view: its own connection and its own insurance limiter. */
  async function instance(name: string) {
    const client = await redis.connect();
    client.on('error', () => undefined);
    const insurance = createMemoryLimiter({ name, points: 3, durationSeconds: 60, maxKeys: 100 });
    return { client, limiter: createRedisLimiter({ name, points: 3, durationSeconds: 60, client, prefix: 'test:', insurance }) };
  }

  it('shares one budget between two instances: A, A, B pass and the fourth on either is refused', async () => {
    const a = await instance('shared');
    const b = await instance('shared');
    expect(await a.limiter.consume('client')).toEqual({ allowed: true });
    expect(await a.limiter.consume('client')).toEqual({ allowed: true });
    expect(await b.limiter.consume('client')).toEqual({ allowed: true });
    const fourthB = await b.limiter.consume('client');
    expect(fourthB).toMatchObject({ allowed: false });
    expect(fourthB.allowed === false && fourthB.retryAfterSeconds).toBeGreaterThan(55);
    expect(await a.limiter.consume('client')).toMatchObject({ allowed: false });
    expect(await a.limiter.consume('other client')).toEqual({ allowed: true });
    expect(await a.client.keys('test:rate-limit:shared:*')).toHaveLength(2);
    await a.limiter.clear();
    expect(await a.client.keys('test:rate-limit:shared:*')).toHaveLength(0);
    expect(await b.limiter.consume('client')).toEqual({ allowed: true });
  });

  it('answers within a bound and limits in memory while Redis is paused (connection open, no answers)', async () => {
    const a = await instance('stalled');
    expect(await a.limiter.consume('client')).toEqual({ allowed: true });
    redis.server.pause();
    try {
      const outcomes = [];
      for (let i = 0; i < 4; i++) {
        const started = performance.now();
        outcomes.push(await a.limiter.consume('client'));
        expect(performance.now() - started).toBeLessThan(REDIS_TIMEOUT_MS + 1_000);
      }
      expect(outcomes.map((outcome) => outcome.allowed)).toEqual([true, true, true, false]);
    } finally {
      redis.server.resume();
    }
    // Redis answers again and the shared count is used again; the hits sent during the pause
    // reached it on resume and were counted too, so this client is over its budget there.
    expect(await a.limiter.consume('client')).toMatchObject({ allowed: false });
    expect(await a.limiter.consume('other client')).toEqual({ allowed: true });
  }, 15_000);

  it('still limits through the insurance limiter while Redis is stopped', async () => {
    const a = await instance('outage');
    expect(await a.limiter.consume('client')).toEqual({ allowed: true });
    await redis.server.stop();
    // The shared count is out of reach: this instance starts a budget of its own.
    const outcomes = [];
    for (let i = 0; i < 4; i++) outcomes.push(await a.limiter.consume('client'));
    expect(outcomes.map((outcome) => outcome.allowed)).toEqual([true, true, true, false]);
  });
});
