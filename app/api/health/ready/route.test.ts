import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeTempDir, restoreTestEnv, setTestEnv } from '@/test/helpers/env';
import { postgresUnavailable, startPostgres, type PostgresServer } from '@/test/servers/postgres';
import { redisUnavailable, startRedis, type RedisServer } from '@/test/servers/redis';
import { skipMessage } from '@/test/servers/skip';
import { GET } from './route';

const unavailable = postgresUnavailable() ?? redisUnavailable();

describe.skipIf(skipMessage(unavailable))('GET /api/health/ready with Postgres and Redis (real servers)', () => {
  const temp = makeTempDir();
  let postgres: PostgresServer;
  let redis: RedisServer;
  beforeAll(async () => {
    [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
    setTestEnv({ PROVIDER: 'embedded', DATA_DIR: temp.dir, DATABASE_URL: postgres.url, REDIS_URL: redis.url });
  }, 60_000);
  afterAll(async () => {
    restoreTestEnv();
    await Promise.all([postgres?.stop(), redis?.stop()]);
    temp.remove();
  });

  it('is ready while both answer', async () => {
    // The first probe may find the Redis connection still opening; a load balancer probes again.
    await vi.waitFor(async () => expect((await GET()).status).toBe(200), { timeout: 5_000 });
    expect(await (await GET()).json()).toMatchObject({ status: 'ready' });
  });

  it('answers 503 naming Redis when Redis stops, and Postgres when Postgres stops', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await redis.stop();
    const withoutRedis = await GET();
    expect(withoutRedis.status).toBe(503);
    expect(await withoutRedis.json()).toEqual({ status: 'unavailable', reason: 'redis is unavailable' });

    await postgres.stop();
    // The first failing check in order is named: Postgres, then Redis, then the provider's store.
    const withoutBoth = await GET();
    expect(withoutBoth.status).toBe(503);
    expect(await withoutBoth.json()).toEqual({ status: 'unavailable', reason: 'postgres is unavailable' });
    vi.restoreAllMocks();
  });
});
