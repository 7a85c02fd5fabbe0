import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/lib/store/sqlite/open';
import { makeTempDir } from '@/test/helpers/env';
import { postgresUnavailable, startPostgres, type PostgresServer } from '@/test/servers/postgres';
import { skipMessage } from '@/test/servers/skip';

/**
 * The embedded store (lib/store/sqlite/migrations.ts) and the shared one (lib/store/postgres/migrations) are
 * the same schema in two dialects, each with its own migrations. Both are migrated to the end here
 * and compared: tables, columns and their NOT NULL, unique keys and indexes (columns and partial
 * predicate). Types are left out, as the dialects name them differently. Postgres's `messages.seq`
 * stands for SQLite's rowid, which every SQLite table has and every SQLite index ends with.
 */
type Schema = Record<string, { columns: string[]; keys: string[]; indexes: string[] }>;

const POSTGRES_ONLY_COLUMN = 'seq';

const normalisePredicate = (sql: string | null) =>
  sql ? ` where ${sql.replace(/::\w+/g, '').replace(/[()]/g, '').replace(/\s+/g, ' ').trim().toLowerCase()}` : '';
const columnList = (columns: string[]) => columns.filter((c) => c !== POSTGRES_ONLY_COLUMN).join(',');

function sqliteSchema(dir: string): Schema {
  const db = openDatabase(dir);
  try {
    const schema: Schema = {};
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
      .all() as { name: string }[];
    for (const { name } of tables) {
      const info = db.pragma(`table_info(${name})`) as { name: string; notnull: number; pk: number }[];
      const columns = info.map((c) => `${c.name}${c.notnull || c.pk ? ' not null' : ''}`);
      const keys = [columnList(info.filter((c) => c.pk).sort((a, b) => a.pk - b.pk).map((c) => c.name))];
      const indexes: string[] = [];
      for (const index of db.pragma(`index_list(${name})`) as { name: string; unique: number; origin: string; partial: number }[]) {
        const indexColumns = (db.pragma(`index_info(${index.name})`) as { name: string }[]).map((c) => c.name);
        if (index.unique) {
          if (index.origin !== 'pk') keys.push(columnList(indexColumns));
          continue;
        }
        const { sql } = db.prepare('SELECT sql FROM sqlite_master WHERE name = ?').get(index.name) as { sql: string };
        const predicate = index.partial ? sql.slice(sql.search(/\sWHERE\s/i) + 7) : null;
        indexes.push(`${columnList(indexColumns)}${normalisePredicate(predicate)}`);
      }
      schema[name] = { columns: columns.sort(), keys: keys.filter(Boolean).sort(), indexes: indexes.sort() };
    }
    return schema;
  } finally {
    db.close();
  }
}

async function postgresSchema(url: string): Promise<Schema> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const schema: Schema = {};
    const { rows: columns } = await client.query<{ table_name: string; column_name: string; is_nullable: string }>(
      `SELECT table_name, column_name, is_nullable FROM information_schema.columns
        WHERE table_schema = 'public' AND table_name <> 'schema_migrations'`,
    );
    for (const column of columns) {
      if (column.column_name === POSTGRES_ONLY_COLUMN) continue;
      schema[column.table_name] ??= { columns: [], keys: [], indexes: [] };
      schema[column.table_name].columns.push(`${column.column_name}${column.is_nullable === 'NO' ? ' not null' : ''}`);
    }
    const { rows: indexes } = await client.query<{ table: string; unique: boolean; columns: string[]; predicate: string | null }>(
      `SELECT t.relname AS table, i.indisunique AS unique, pg_get_expr(i.indpred, i.indrelid) AS predicate,
              array(SELECT a.attname::text FROM unnest(i.indkey) WITH ORDINALITY AS k(attnum, n)
                    JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.attnum ORDER BY k.n) AS columns
         FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid JOIN pg_namespace s ON s.oid = t.relnamespace
        WHERE s.nspname = 'public' AND t.relname <> 'schema_migrations'`,
    );
    for (const index of indexes) {
      const entry = schema[index.table];
      if (index.unique) entry.keys.push(columnList(index.columns));
      else entry.indexes.push(`${columnList(index.columns)}${normalisePredicate(index.predicate)}`);
    }
    for (const entry of Object.values(schema)) {
      entry.columns.sort();
      entry.keys = entry.keys.filter(Boolean).sort();
      entry.indexes.sort();
    }
    return schema;
  } finally {
    await client.end();
  }
}

describe.skipIf(skipMessage(postgresUnavailable()))('the SQLite and Postgres schemas (real server)', () => {
  let server: PostgresServer;
  const temp = makeTempDir();

  beforeAll(async () => {
    server = await startPostgres();
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    temp.remove();
  });

  it('have the same tables, columns, keys and indexes once both are migrated', async () => {
    const sqlite = sqliteSchema(temp.dir);
    const postgres = await postgresSchema(await server.createMigratedDatabase('schema_agreement'));
    expect(Object.keys(sqlite).sort()).toEqual([
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
      'staff',
      'staff_account',
      'staff_invites',
      'staff_passkey',
      'staff_session',
      'staff_verification',
      'submissions',
    ]);
    expect(postgres).toEqual(sqlite);
  }, 60_000);
});
