import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresUnavailable, startPostgres, type PostgresServer } from '@/test/servers/postgres';
import { skipMessage } from '@/test/servers/skip';
import { checkSchemaVersion, currentSchemaVersion, migrate, MIGRATION_LOCK_KEY, readMigrations } from './migrate.mjs';
import { createPool } from './pool';

const run = promisify(execFile);

describe.skipIf(skipMessage(postgresUnavailable()))('Postgres migrations (real server)', () => {
  let server: PostgresServer;
  let databases = 0;
  const pools: pg.Pool[] = [];

  beforeAll(async () => {
    server = await startPostgres();
  }, 60_000);
  afterAll(async () => {
    await Promise.all(pools.map((pool) => pool.end()));
    await server?.stop();
  });

  async function freshDatabase(): Promise<string> {
    return server.createDatabase(`migrate_${++databases}`);
  }

  function pool(url: string, max = 2): pg.Pool {
    const created = createPool({ connectionString: url, max });
    pools.push(created);
    return created;
  }

  async function tables(url: string): Promise<string[]> {
    const { rows } = await pool(url, 1).query<{ name: string }>(
      "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1",
    );
    return rows.map((row) => row.name);
  }

  it('reads the shipped SQL files as versions 1, 2, 3…', () => {
    const migrations = readMigrations();
    expect(migrations.length).toBeGreaterThan(0);
    expect(migrations.map((m) => m.version)).toEqual(migrations.map((_, i) => i + 1));
  });

  it('two migrators started together both succeed and the schema ends at the latest version once', async () => {
    const url = await freshDatabase();
    const known = readMigrations().length;
    const results = await Promise.all([migrate(pool(url)), migrate(pool(url))]);
    expect(results.map((r) => r.to)).toEqual([known, known]);
    // One of them applied everything, the other waited for the lock and found nothing to do.
    expect(results.map((r) => r.from).sort()).toEqual([0, known]);
    const { rows } = await pool(url).query('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.map((row) => row.version)).toEqual(readMigrations().map((m) => m.version));
    expect(await tables(url)).toEqual([
      'alert_jobs',
      'alert_releases',
      'alert_state',
      'alert_subscribers',
      'audit_log',
      'conversations',
      'delivery_jobs',
      'lead_notes',
      'lead_status_changes',
      'messages',
      'preview_links',
      'schema_migrations',
      'staff',
      'staff_account',
      'staff_invites',
      'staff_passkey',
      'staff_session',
      'staff_verification',
      'submissions',
    ]);
    expect(await checkSchemaVersion(pool(url))).toBe(known);
  });

  it('waits for a migrator that holds the lock instead of failing', async () => {
    const url = await freshDatabase();
    const locker = await pool(url, 1).connect();
    await locker.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const waiting = migrate(pool(url));
    const watcher = pool(url, 1);
    for (;;) {
      const { rows } = await watcher.query(
        "SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted",
      );
      if (rows[0].n === 1) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await locker.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    locker.release();
    await expect(waiting).resolves.toEqual({ from: 0, to: readMigrations().length });
  });

  it('refuses a database whose schema is newer than the code', async () => {
    const url = await freshDatabase();
    await migrate(pool(url));
    const future = readMigrations().length + 1;
    await pool(url).query("INSERT INTO schema_migrations (version, name) VALUES ($1, 'from_newer_code.sql')", [future]);
    await expect(migrate(pool(url))).rejects.toThrow(`schema version ${future} is newer than this code knows`);
    await expect(checkSchemaVersion(pool(url))).rejects.toThrow('newer than this code knows');
  });

  it('start-up check refuses an unmigrated database and names the command', async () => {
    const url = await freshDatabase();
    await expect(checkSchemaVersion(pool(url))).rejects.toThrow('run `npm run db:migrate`');
  });

  it('a failing migration is rolled back and leaves the version where it was', async () => {
    const url = await freshDatabase();
    const dir = mkdtempSync(path.join(tmpdir(), 'kairo-migrations-'));
    try {
      writeFileSync(path.join(dir, '0001_first.sql'), 'CREATE TABLE first_table (id int);');
      writeFileSync(
        path.join(dir, '0002_broken.sql'),
        'CREATE TABLE second_table (id int); SELECT no_such_function();',
      );
      await expect(migrate(pool(url), { migrations: readMigrations(dir) })).rejects.toThrow(
        'Migration 0002_broken.sql failed',
      );
      expect(await currentSchemaVersion(pool(url))).toBe(1);
      expect(await tables(url)).toEqual(['first_table', 'schema_migrations']);
      writeFileSync(path.join(dir, '0004_gap.sql'), 'SELECT 1;');
      expect(() => readMigrations(dir)).toThrow('should be number 3');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('npm run db:migrate applies the schema and reports it up to date the second time', async () => {
    const url = await freshDatabase();
    const script = path.join(process.cwd(), 'scripts', 'db-migrate.mjs');
    const env = { ...process.env, DATABASE_URL: url };
    const first = await run(process.execPath, [script], { env });
    expect(first.stdout).toContain(`schema migrated from version 0 to ${readMigrations().length}`);
    const second = await run(process.execPath, [script], { env });
    expect(second.stdout).toContain(`schema is up to date (version ${readMigrations().length})`);
  });

  it('the pool survives a connection the server kills while idle', async () => {
    const url = await freshDatabase();
    const target = pool(url, 1);
    const { rows } = await target.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const errors: Error[] = [];
    target.on('error', (error) => errors.push(error));
    await pool(url, 1).query('SELECT pg_terminate_backend($1)', [rows[0].pid]);
    for (let i = 0; i < 100 && errors.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(errors.length).toBe(1);
    const after = await target.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    expect(after.rows[0].pid).not.toBe(rows[0].pid);
  });
});
