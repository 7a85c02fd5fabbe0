/**
 * Failover behind nginx (deploy/nginx.conf): two instances of one build on one Postgres and Redis
 * take an inquiry load; instance A is killed with SIGKILL in the middle of it. Every inquiry
 * acknowledged with 200 is in Postgres exactly once; requests sent after A died are answered by B;
 * the only failures are the requests A was holding when it died (nginx never resends a POST that
 * already reached an instance, since that instance may have stored it).
 */
import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type SiteInstance } from '@/test/servers/next';
import { nginxUnavailable, startNginx, type NginxServer } from '@/test/servers/nginx';
import { postgresUnavailable, startPostgres, type PostgresServer } from '@/test/servers/postgres';
import { redisUnavailable, startRedis, type RedisServer } from '@/test/servers/redis';
import { skipMessage } from '@/test/servers/skip';

const TOTAL = 300;
const CONCURRENCY = 20;
/** A is killed once this many answers have come back. */
const KILL_AFTER = 100;

/** status 0: the connection was cut before the whole answer arrived. */
type Outcome = { marker: string; status: number; startedAt: number; endedAt: number };

const unavailable = postgresUnavailable() ?? redisUnavailable() ?? nginxUnavailable();

describe.skipIf(skipMessage(unavailable))('failover: an instance killed under inquiry load (real Postgres, Redis, nginx)', () => {
  let postgres: PostgresServer;
  let redis: RedisServer;
  let databaseUrl: string;
  let a: SiteInstance;
  let b: SiteInstance;
  let nginx: NginxServer;

  beforeAll(async () => {
    execFileSync(process.execPath, ['scripts/ensure-build.mjs'], { stdio: 'inherit' });
    [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
    databaseUrl = await postgres.createMigratedDatabase('cluster_failover');
    const env = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis.url,
      REDIS_PREFIX: 'failover:',
      TRUSTED_PROXY_HOPS: '1',
      RATE_LIMIT_FORMS_PER_MINUTE: '10000',
    };
    [a, b] = await Promise.all([startSite(env), startSite(env)]);
    nginx = await startNginx({ upstreams: [a, b].map((site) => `127.0.0.1:${site.port}`) });
  }, 600_000);

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all([a?.stop(), b?.stop()]);
    await Promise.all([redis?.stop(), postgres?.stop()]);
  });

  it('every acknowledged inquiry is stored once, B answers after the kill, only requests in flight on A fail', async () => {
    const run = `${Date.now().toString(36)}`;
    const outcomes: Outcome[] = [];
    let next = 0;
    let killSentAt = Infinity;
    let killedAt = Infinity;
    let killing: Promise<void> | undefined;

    const killA = async () => {
      killSentAt = performance.now();
      process.kill(-a.child.pid!, 'SIGKILL');
      await once(a.child, 'exit');
      // The process is reaped, so its sockets are closed: from here on A refuses connections.
      killedAt = performance.now();
    };

    const worker = async () => {
      while (next < TOTAL) {
        const n = next++;
        const marker = `failover-${run}-${n}`;
        const startedAt = performance.now();
        let status = 0;
        try {
          const response = await fetch(`${nginx.url}/api/inquiry`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ name: `Load ${n}`, company: 'Failover Co', email: `${marker}@load.example`, message: marker }),
          });
          status = response.status;
          await response.arrayBuffer();
        } catch {
          // No complete answer: nginx closed the connection because A died in the middle of its reply.
          status = 0;
        }
        outcomes.push({ marker, status, startedAt, endedAt: performance.now() });
        if (outcomes.length === KILL_AFTER) killing = killA();
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    await killing;

    expect(a.child.signalCode).toBe('SIGKILL');
    expect(outcomes).toHaveLength(TOTAL);

    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query<{ marker: string; copies: number }>(
      `SELECT payload->>'message' AS marker, count(*)::int AS copies FROM submissions
        WHERE kind = 'inquiry' AND payload->>'message' LIKE $1 GROUP BY 1`,
      [`failover-${run}-%`],
    );
    await client.end();
    const stored = new Map(rows.map((row) => [row.marker, row.copies]));

    // Nothing stored twice, and every 200 stored.
    expect(rows.filter((row) => row.copies !== 1)).toEqual([]);
    const acknowledged = outcomes.filter((o) => o.status === 200);
    expect(acknowledged.filter((o) => !stored.has(o.marker)).map((o) => o.marker)).toEqual([]);

    // Sent after A had died: nginx found A refusing connections and passed each one to B.
    const afterKill = outcomes.filter((o) => o.startedAt > killedAt);
    expect(afterKill.length).toBeGreaterThan(50);
    expect(afterKill.filter((o) => o.status !== 200)).toEqual([]);

    // Failed: only requests that were in flight when A was killed, at most one per concurrent
    // client. nginx does not resend a POST that reached A: it answers 502, or cuts the connection
    // when A died after its answer had begun (stored or not, the client was never told it was).
    const failed = outcomes.filter((o) => o.status !== 200);
    for (const o of failed) {
      expect([0, 502]).toContain(o.status);
      expect(o.startedAt).toBeLessThan(killedAt);
      expect(o.endedAt).toBeGreaterThanOrEqual(killSentAt);
    }
    expect(failed.length).toBeLessThanOrEqual(CONCURRENCY);
    // Nothing failed while both instances were up.
    expect(outcomes.slice(0, KILL_AFTER).every((o) => o.status === 200)).toBe(true);

    // B keeps serving reads too.
    expect((await fetch(`${nginx.url}/api/health/ready`)).status).toBe(200);
  }, 120_000);
});
