import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '@/lib/store/sqlite/open';
import { migrate } from '@/lib/store/postgres/migrate.mjs';
import { createPool } from '@/lib/store/postgres/pool';
import { makeTempDir } from '@/test/helpers/env';
import { postgresUnavailable, startPostgres, type PostgresServer } from '@/test/servers/postgres';
import { skipMessage } from '@/test/servers/skip';

// Each case starts the scripts as real Node processes, each loading the environment schema (zod):
// seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

type Store = { DATA_DIR?: string; DATABASE_URL?: string };

function cleanup(args: string[], store: Store, days?: string) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: undefined,
    DATABASE_URL: undefined,
    CONVERSATION_RETENTION_DAYS: days,
    ...store,
  };
  const result = spawnSync(process.execPath, [path.resolve(__dirname, 'conversations-cleanup.mjs'), ...args], {
    env,
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const ago = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

/**
 * [conversation, created days ago, [message created days ago…]]: with 30 days' retention only
 * `idle` (and its messages) goes; `revived` has a recent message, `fresh` is new.
 */
const SEEDS: [string, number, number[]][] = [
  ['idle', 40, [40, 35]],
  ['revived', 40, [40, 3]],
  ['fresh', 1, [1]],
];
const KEPT = ['fresh', 'revived'];

describe('npm run conversations:cleanup (embedded SQLite)', () => {
  const temp = makeTempDir('kairo-cleanup-');
  afterAll(() => temp.remove());

  function seeded(): string {
    const dir = path.join(temp.dir, `data-${Math.random().toString(36).slice(2)}`);
    const db = openDatabase(dir);
    try {
      for (const [id, created, messages] of SEEDS) {
        db.prepare('INSERT INTO conversations (id, purpose, created_at) VALUES (?, ?, ?)').run(id, 'chat', ago(created));
        for (const [n, at] of messages.entries()) {
          db.prepare('INSERT INTO messages (id, conversation_id, role, content, created_at) VALUES (?, ?, ?, ?, ?)').run(
            `${id}-${n}`,
            id,
            'user',
            'text',
            ago(at),
          );
        }
      }
    } finally {
      db.close();
    }
    return dir;
  }

  function remaining(dir: string) {
    const db = openDatabase(dir);
    try {
      return {
        conversations: db.prepare('SELECT id FROM conversations ORDER BY id').pluck().all(),
        messageOwners: db.prepare('SELECT DISTINCT conversation_id FROM messages ORDER BY 1').pluck().all(),
      };
    } finally {
      db.close();
    }
  }

  it('deletes the idle conversations with their messages, by CONVERSATION_RETENTION_DAYS or --days', () => {
    const dir = seeded();
    expect(cleanup([], { DATA_DIR: dir }, '30')).toEqual({
      status: 0,
      stdout: 'Deleted 1 conversation(s) idle for more than 30 day(s).\n',
      stderr: '',
    });
    expect(remaining(dir)).toEqual({ conversations: KEPT, messageOwners: KEPT });
    expect(cleanup(['--days', '2'], { DATA_DIR: dir }, '30').stdout).toBe(
      'Deleted 1 conversation(s) idle for more than 2 day(s).\n',
    );
    expect(remaining(dir).conversations).toEqual(['fresh']);
  });

  it('says there is nothing to delete, and creates nothing, when no database exists', () => {
    const dir = path.join(temp.dir, 'empty');
    const result = cleanup([], { DATA_DIR: dir });
    expect(result).toMatchObject({ status: 0, stderr: '' });
    expect(result.stdout).toContain('no database yet; nothing to delete');
    expect(existsSync(dir)).toBe(false);
  });

  it('refuses a bad period with exit code 2 and the usage line', () => {
    for (const args of [['--days', '0'], ['--days', '1.5'], ['--nope']]) {
      const result = cleanup(args, { DATA_DIR: temp.dir });
      expect(result.status).toBe(2);
      expect(result.stderr).toContain('Usage: npm run conversations:cleanup');
    }
    const badEnvironment = cleanup([], { DATA_DIR: temp.dir }, 'soon');
    expect(badEnvironment.status).toBe(2);
    expect(badEnvironment.stderr).toContain('CONVERSATION_RETENTION_DAYS');
  });
});

describe.skipIf(skipMessage(postgresUnavailable()))('npm run conversations:cleanup (Postgres, real server)', () => {
  let server: PostgresServer;
  const dataDir = makeTempDir('kairo-cleanup-pg-');
  beforeAll(async () => {
    server = await startPostgres();
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    dataDir.remove();
  });

  it('deletes the idle conversations in DATABASE_URL, with their messages, and leaves DATA_DIR alone', async () => {
    const url = await server.createDatabase('cleanup');
    const pool = createPool({ connectionString: url, max: 1 });
    try {
      await migrate(pool);
      for (const [id, created, messages] of SEEDS) {
        await pool.query('INSERT INTO conversations (id, purpose, created_at) VALUES ($1, $2, $3)', [id, 'chat', ago(created)]);
        for (const [n, at] of messages.entries()) {
          await pool.query(
            "INSERT INTO messages (id, conversation_id, role, content, created_at) VALUES ($1, $2, 'user', 'text', $3)",
            [`${id}-${n}`, id, ago(at)],
          );
        }
      }
      expect(cleanup([], { DATABASE_URL: url, DATA_DIR: dataDir.dir }, '30')).toEqual({
        status: 0,
        stdout: 'Deleted 1 conversation(s) idle for more than 30 day(s).\n',
        stderr: '',
      });
      const ids = async (sql: string) => (await pool.query<{ id: string }>(sql)).rows.map((row) => row.id);
      expect(await ids('SELECT id FROM conversations ORDER BY id')).toEqual(KEPT);
      expect(await ids('SELECT DISTINCT conversation_id AS id FROM messages ORDER BY 1')).toEqual(KEPT);
      expect(existsSync(path.join(dataDir.dir, 'site.db'))).toBe(false);
    } finally {
      await pool.end();
    }
  });

  it('says what is wrong with an unmigrated or unreachable database, and never prints the password', async () => {
    const bare = await server.createDatabase('cleanup_unmigrated');
    const unmigrated = cleanup([], { DATABASE_URL: bare });
    expect(unmigrated).toMatchObject({ status: 0, stderr: '' });
    expect(unmigrated.stdout).toContain('run `npm run db:migrate` first');

    const unreachable = cleanup([], { DATABASE_URL: `postgres://postgres:s3cret@127.0.0.1:${server.port}/no_such_database` });
    expect(unreachable.status).toBe(1);
    expect(unreachable.stderr).toContain('no_such_database');
    expect(unreachable.stderr).not.toContain('s3cret');
  });
});
