import 'server-only';
import pg from 'pg';

export type PoolOptions = {
  connectionString: string;
  max: number;
  /** How long a query waits for a free connection before failing (pg's default is forever). */
  connectionTimeoutMillis?: number;
  idleTimeoutMillis?: number;
};

/**
 * A bounded connection pool. A connection that dies while idle (database restart, network cut)
 * emits 'error' on the pool; without a handler that would crash the process, with it the pool
 * drops the connection and opens a new one on the next query.
 */
export function createPool({
  connectionString,
  max,
  connectionTimeoutMillis = 5_000,
  idleTimeoutMillis = 30_000,
}: PoolOptions): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis,
    idleTimeoutMillis,
    application_name: 'kairo-site',
  });
  pool.on('error', (error) => console.error('[postgres] idle connection failed:', error.message));
  return pool;
}

type Shared = { pool: pg.Pool; users: number };
const KEY = Symbol.for('kairo-pr.postgres-pools');
const shared = ((globalThis as { [KEY]?: Map<string, Shared> })[KEY] ??= new Map());

/**
 * The process's pool for this database and size, shared by every store that asks for it, so
 * `PG_POOL_MAX` bounds an instance's connections however many stores it runs. Each store releases
 * its share on close; the last release ends the pool.
 */
export function acquirePool(options: Pick<PoolOptions, 'connectionString' | 'max'>): {
  pool: pg.Pool;
  release: () => Promise<void>;
} {
  const key = `${options.max} ${options.connectionString}`;
  let entry = shared.get(key);
  if (!entry) {
    entry = { pool: createPool(options), users: 0 };
    shared.set(key, entry);
  }
  entry.users += 1;
  const held = entry;
  let released = false;
  return {
    pool: held.pool,
    async release() {
      if (released) return;
      released = true;
      held.users -= 1;
      if (held.users > 0) return;
      if (shared.get(key) === held) shared.delete(key);
      await held.pool.end();
    },
  };
}
