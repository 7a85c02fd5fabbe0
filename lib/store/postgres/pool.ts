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
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis, idleTimeoutMillis, application_name: 'kairo-site' });
  pool.on('error', (error) => console.error('[postgres] idle connection failed:', error.message));
  return pool;
}
