import { getMigrations } from 'better-auth/db/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverEnv } from '@/lib/config/env';
import { openDatabase } from '@/lib/store/sqlite/open';
import { createPool } from '@/lib/store/postgres/pool';
import { makeTempDir, restoreTestEnv, setTestEnv } from '@/test/helpers/env';
import { postgresUnavailable, startPostgres, type PostgresServer } from '@/test/servers/postgres';
import { skipMessage } from '@/test/servers/skip';
import { authOptions } from './auth';
import { inviteDatabase } from './invites.mjs';

// The site's own migrations create the staff tables; better-auth must find every table, column and
// index it needs there, so it never has to migrate anything at a first request.
async function missingFor(database: Parameters<typeof authOptions>[2]) {
  const plan = await getMigrations(authOptions(serverEnv(), inviteDatabase(database), database), { throwOnUnsafe: false });
  return { created: plan.toBeCreated.map((t) => t.table), added: plan.toBeAdded.map((t) => `${t.table}: ${Object.keys(t.fields)}`) };
}

describe('the staff tables match what better-auth expects', () => {
  const temp = makeTempDir();
  beforeAll(() => setTestEnv({ DATA_DIR: temp.dir, BETTER_AUTH_SECRET: 'x'.repeat(32), SMTP_URL: undefined }));
  afterAll(() => {
    restoreTestEnv();
    temp.remove();
  });

  it('on SQLite', async () => {
    const database = openDatabase(temp.dir);
    try {
      expect(await missingFor(database)).toEqual({ created: [], added: [] });
    } finally {
      database.close();
    }
  });

  describe.skipIf(skipMessage(postgresUnavailable()))('on a real Postgres server', () => {
    let server: PostgresServer;
    beforeAll(async () => {
      server = await startPostgres();
    }, 60_000);
    afterAll(async () => {
      await server?.stop();
    });

    it('after npm run db:migrate', async () => {
      const pool = createPool({ connectionString: await server.createMigratedDatabase('auth_schema'), max: 2 });
      try {
        expect(await missingFor(pool)).toEqual({ created: [], added: [] });
      } finally {
        await pool.end();
      }
    });
  });
});
