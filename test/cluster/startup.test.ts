/** An instance refuses to start (exits 1, reason in its log) when cluster state is missing or out of date. */
import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '@/lib/store/postgres/migrate.mjs';
import { spawnSite, startSite, type SiteInstance } from '@/test/servers/next';
import { postgresUnavailable, startPostgres, type PostgresServer } from '@/test/servers/postgres';
import { skipMessage } from '@/test/servers/skip';

async function exitOf(site: SiteInstance): Promise<{ code: number | null; output: string }> {
  const [code] = site.child.exitCode === null ? await once(site.child, 'exit') : [site.child.exitCode];
  return { code, output: site.child.outputTail() };
}

beforeAll(() => {
  execFileSync(process.execPath, ['scripts/ensure-build.mjs'], { stdio: 'inherit' });
}, 600_000);

describe('start-up checks', () => {
  it('REQUIRE_SHARED_STATE=true without DATABASE_URL and REDIS_URL: the instance exits and says why', async () => {
    const site = await spawnSite({ REQUIRE_SHARED_STATE: 'true' });
    try {
      const { code, output } = await exitOf(site);
      expect(code).toBe(1);
      expect(output).toContain('REQUIRE_SHARED_STATE=true but DATABASE_URL and REDIS_URL are not set');
    } finally {
      await site.stop();
    }
  });
});

describe.skipIf(skipMessage(postgresUnavailable()))('start-up schema check (real Postgres)', () => {
  let server: PostgresServer;
  beforeAll(async () => {
    server = await startPostgres();
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('refuses an unmigrated database, naming the command, and starts once it is migrated', async () => {
    const url = await server.createDatabase('startup_check');
    const refused = await spawnSite({ DATABASE_URL: url });
    try {
      const { code, output } = await exitOf(refused);
      expect(code).toBe(1);
      expect(output).toContain('run `npm run db:migrate` first');
    } finally {
      await refused.stop();
    }
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    await migrate(pool);
    await pool.end();
    const site = await startSite({ DATABASE_URL: url });
    try {
      expect((await fetch(`${site.url}/robots.txt`)).status).toBe(200);
    } finally {
      await site.stop();
    }
  });
});
