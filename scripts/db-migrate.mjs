#!/usr/bin/env node
/**
 * Brings the Postgres schema named by DATABASE_URL up to date: `npm run db:migrate`.
 * Safe to run from several places at once (instances waiting on one lock); exits 1 with the reason
 * when the database is unreachable or newer than this code.
 */
import pg from 'pg';
import { migrate } from '../lib/store/postgres/migrate.mjs';
import { readEnvironment } from './command-line.mjs';

const { DATABASE_URL: connectionString } = readEnvironment();
if (!connectionString) {
  process.stderr.write('DATABASE_URL is not set: nothing to migrate (the embedded store migrates itself).\n');
  process.exit(2);
}

const pool = new pg.Pool({ connectionString, max: 1, connectionTimeoutMillis: 10_000 });
try {
  const { from, to } = await migrate(pool, { log: (message) => process.stdout.write(`${message}\n`) });
  process.stdout.write(from === to ? `schema is up to date (version ${to})\n` : `schema migrated from version ${from} to ${to}\n`);
} catch (error) {
  process.stderr.write(`migration failed: ${error.message}\n`);
  process.exitCode = 1;
} finally {
  await pool.end();
}
