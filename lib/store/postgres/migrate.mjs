/**
 * Postgres schema migrations: plain SQL files `NNNN_name.sql` in ./migrations, applied in order,
 * each in its own transaction, recorded in `schema_migrations`. Plain JavaScript so that
 * `npm run db:migrate` runs it with Node alone, without a build step.
 *
 * Every migrator holds one session-level advisory lock while it reads and applies, so instances
 * (or migrate jobs) starting together queue behind each other instead of failing on a half-created
 * table; the second one finds nothing left to do.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Arbitrary but fixed: every instance of the site must agree on it. */
export const MIGRATION_LOCK_KEY = 4_812_207_113;

const FILE_NAME = /^(\d{4})_[a-z0-9_-]+\.sql$/;

/** @typedef {{ version: number, name: string, sql: string }} Migration */
/** @typedef {{ query: (text: string, values?: unknown[]) => Promise<{ rows: any[] }> }} Queryable */
/** @typedef {Queryable & { release: () => void }} PoolClient */
/** @typedef {{ connect: () => Promise<PoolClient> }} ClientSource */

/**
 * Reads the migration files; their numbers must run 1, 2, 3… without gaps or repeats.
 * @param {string} [dir]
 * @returns {Migration[]}
 */
export function readMigrations(dir = MIGRATIONS_DIR) {
  // Not traced by the bundler: next.config.ts ships the SQL files through outputFileTracingIncludes.
  const files = readdirSync(/* turbopackIgnore: true */ dir)
    .filter((file) => file.endsWith('.sql'))
    .sort();
  return files.map((file, index) => {
    const match = FILE_NAME.exec(file);
    if (!match) throw new Error(`Migration file name ${file} must look like 0001_name.sql`);
    const version = Number(match[1]);
    if (version !== index + 1)
      throw new Error(`Migration ${file} should be number ${index + 1}: versions must run without gaps`);
    return { version, name: file, sql: readFileSync(path.join(dir, file), 'utf8') };
  });
}

/**
 * @param {Queryable} client
 * @returns {Promise<number>} the highest applied version, 0 for an empty database
 */
export async function currentSchemaVersion(client) {
  const { rows } = await client.query("SELECT to_regclass('schema_migrations') IS NOT NULL AS present");
  if (!rows[0].present) return 0;
  const result = await client.query('SELECT coalesce(max(version), 0)::int AS version FROM schema_migrations');
  return result.rows[0].version;
}

function newerThanCode(found, known) {
  return new Error(
    `Database schema version ${found} is newer than this code knows (${known}); refusing to run against it. Deploy the newer code or restore a matching database.`,
  );
}

/**
 * Applies the missing migrations. Returns the versions before and after.
 * @param {ClientSource} pool
 * @param {{ migrations?: Migration[], log?: (message: string) => void }} [options]
 */
export async function migrate(pool, { migrations = readMigrations(), log = () => {} } = {}) {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
        version INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
      )`);
      const from = await currentSchemaVersion(client);
      if (from > migrations.length) throw newerThanCode(from, migrations.length);
      for (const migration of migrations.slice(from)) {
        await client.query('BEGIN');
        try {
          await client.query(migration.sql);
          await client.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
            migration.version,
            migration.name,
          ]);
          await client.query('COMMIT');
        } catch (error) {
          await client.query('ROLLBACK');
          throw new Error(`Migration ${migration.name} failed: ${error.message}`, { cause: error });
        }
        log(`applied ${migration.name}`);
      }
      return { from, to: migrations.length };
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/**
 * Start-up check: the database must be at exactly the version this code was written for.
 * @param {ClientSource} pool
 * @param {{ migrations?: Migration[] }} [options]
 * @returns {Promise<number>} the version
 */
export async function checkSchemaVersion(pool, { migrations = readMigrations() } = {}) {
  const client = await pool.connect();
  try {
    const found = await currentSchemaVersion(client);
    if (found > migrations.length) throw newerThanCode(found, migrations.length);
    if (found < migrations.length) {
      throw new Error(
        `Database schema version ${found} is older than this code needs (${migrations.length}); run \`npm run db:migrate\` first.`,
      );
    }
    return found;
  } finally {
    client.release();
  }
}
