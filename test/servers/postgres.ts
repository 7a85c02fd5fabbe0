/**
 * A throwaway Postgres cluster for tests: initdb into a temporary folder, started on a free port
 * with its socket in that folder and fsync off. Postgres refuses to run as root, so as root every
 * command runs as the `postgres` user, which then owns the folder.
 */
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort, isExecutable } from './process';

const run = promisify(execFile);

/** PG_BIN, else the newest version apt-get installed (Debian 12 ships 15, Debian 13 17). */
function postgresBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => /^\d+$/.test(v)) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0] ?? '15';
  return path.join(root, newest, 'bin');
}

const PG_BIN = postgresBin();

export type PostgresServer = {
  /** A connection string for the `postgres` superuser's database `postgres`. */
  url: string;
  port: number;
  /** Creates an empty database and returns its connection string. */
  createDatabase: (name: string) => Promise<string>;
  /** Creates a database with the site's schema (`npm run db:migrate`) and returns its connection string. */
  createMigratedDatabase: (name: string) => Promise<string>;
  stop: () => Promise<void>;
};

/** Why Postgres tests cannot run here, or null when they can. */
export function postgresUnavailable(): string | null {
  for (const tool of ['initdb', 'pg_ctl', 'postgres']) {
    if (!isExecutable(path.join(PG_BIN, tool))) {
      return `${tool} not found in ${PG_BIN} (apt-get install postgresql, or set PG_BIN)`;
    }
  }
  return null;
}

const asRoot = process.getuid?.() === 0;

async function postgresUid(): Promise<{ uid: number; gid: number }> {
  const [{ stdout: uid }, { stdout: gid }] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
  return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
}

function pgTool(tool: string, args: string[]) {
  const binary = path.join(PG_BIN, tool);
  return asRoot ? run('runuser', ['-u', 'postgres', '--', binary, ...args]) : run(binary, args);
}

export async function startPostgres(): Promise<PostgresServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'kairo-pg-'));
  if (asRoot) {
    const { uid, gid } = await postgresUid();
    chownSync(dir, uid, gid);
  }
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  let started = false;
  const stop = async () => {
    if (started) {
      started = false;
      try {
        await pgTool('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      } catch {
        // pg_ctl failed: end the postmaster we started by the id it recorded.
        try {
          const pid = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
          if (pid > 0) process.kill(pid, 'SIGQUIT');
        } catch {
          // Already gone.
        }
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await pgTool('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
    await pgTool('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', 'start']);
    started = true;
  } catch (error) {
    let log = '';
    try {
      log = readFileSync(path.join(dir, 'server.log'), 'utf8');
    } catch {
      // No log written.
    }
    await stop();
    throw new Error(`Postgres did not start: ${(error as Error).message}\n${log}`);
  }
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const createDatabase = async (name: string) => {
    if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unsafe database name: ${name}`);
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(`CREATE DATABASE ${name}`);
    } finally {
      await client.end();
    }
    return `postgres://postgres@127.0.0.1:${port}/${name}`;
  };
  return {
    url,
    port,
    createDatabase,
    createMigratedDatabase: async (name) => {
      const database = await createDatabase(name);
      const [{ default: pg }, { migrate }] = await Promise.all([
        import('pg'),
        import('../../lib/store/postgres/migrate.mjs'),
      ]);
      const pool = new pg.Pool({ connectionString: database, max: 1 });
      try {
        await migrate(pool);
      } finally {
        await pool.end();
      }
      return database;
    },
    stop,
  };
}
