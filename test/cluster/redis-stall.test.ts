/**
 * A stalled Redis (paused with SIGSTOP: connections stay open, nothing is answered) must not hold
 * requests: a rate-limited form answers within a bound, counted by the in-memory limiter, and
 * readiness answers 503 naming Redis within its own bound; both recover when Redis resumes.
 */
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type SiteInstance } from '@/test/servers/next';
import { redisUnavailable, startRedis, type RedisServer } from '@/test/servers/redis';
import { skipMessage } from '@/test/servers/skip';

/** Redis's timeout for one operation (1 s) plus room for a loaded machine. */
const BOUND_MS = 3_000;

async function timed(request: () => Promise<Response>): Promise<{ status: number; body: unknown; ms: number }> {
  const started = performance.now();
  const response = await request();
  const body = await response.json();
  return { status: response.status, body, ms: performance.now() - started };
}

describe.skipIf(skipMessage(redisUnavailable()))('a stalled Redis (real redis-server, paused)', () => {
  let redis: RedisServer;
  let site: SiteInstance;

  beforeAll(async () => {
    execFileSync(process.execPath, ['scripts/ensure-build.mjs'], { stdio: 'inherit' });
    redis = await startRedis();
    site = await startSite({ REDIS_URL: redis.url, REDIS_PREFIX: 'stall:', RATE_LIMIT_FORMS_PER_MINUTE: '3' });
  }, 600_000);

  afterAll(async () => {
    await site?.stop();
    await redis?.stop();
  });

  const inquiry = () =>
    fetch(`${site.url}/api/inquiry`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Stall', company: 'Paused Co', email: 'stall@paused.example', message: 'Redis is paused.' }),
    });
  const ready = () => fetch(`${site.url}/api/health/ready`);

  it('a rate-limited POST and readiness answer within a bound, and the limiter falls back to memory', async () => {
    expect((await timed(ready)).status).toBe(200);
    // One hit counted in Redis, so the connection is up and in use when Redis stalls.
    expect((await timed(inquiry)).status).toBe(200);
    redis.pause();
    try {
      const readiness = await timed(ready);
      expect(readiness).toMatchObject({ status: 503, body: { status: 'unavailable', reason: 'redis did not answer within 2000 ms' } });
      expect(readiness.ms).toBeLessThan(BOUND_MS);
      // The in-memory limiter counts from the stall with the same budget: three pass, the fourth is refused.
      const posts = [];
      for (let i = 0; i < 4; i++) posts.push(await timed(inquiry));
      expect(posts.map((post) => post.status)).toEqual([200, 200, 200, 429]);
      for (const post of posts) expect(post.ms).toBeLessThan(BOUND_MS);
    } finally {
      redis.resume();
    }
    await expect.poll(async () => (await ready()).status, { timeout: 10_000 }).toBe(200);
  }, 60_000);
});
