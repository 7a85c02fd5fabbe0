/**
 * An address written inside someone else's data: another lead's message, a note on it, a delivery
 * error, the audit log. Erasure does not delete those rows — they are another person's lead, or the
 * record of what staff did — it replaces the address with ERASED_MARKER (docs/operations.md,
 * "Threat model"). MENTION_COLUMNS is every free-text column of the database that can hold a
 * visitor's address; a table added later that can hold one adds its column here.
 */
import type Database from 'better-sqlite3';
import type { Pool } from 'pg';
import { mentionsAddress, redactAddress } from './email-mentions';

export const ERASED_MARKER = '[address erased]';

type MentionColumn = { table: string; column: string; json: boolean; lead: string | null };

/** Each column, and the expression naming the lead its row belongs to (null: none). */
const MENTION_COLUMNS: readonly MentionColumn[] = [
  { table: 'submissions', column: 'payload', json: true, lead: 'id' },
  { table: 'lead_notes', column: 'body', json: false, lead: 'submission_id' },
  { table: 'delivery_jobs', column: 'last_error', json: false, lead: 'submission_id' },
  { table: 'audit_log', column: 'target', json: false, lead: null },
  { table: 'audit_log', column: 'detail', json: true, lead: null },
];

export type MentionRedaction = { rows: number };

function redactValue(value: unknown, email: string): unknown {
  if (typeof value === 'string') return redactAddress(value, email, ERASED_MARKER);
  if (Array.isArray(value)) return value.map((item) => redactValue(item, email));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, redactValue(item, email)]));
  }
  return value;
}

/** The column's new text, or null when it holds no whole mention of the address. */
function redacted(text: string, email: string, json: boolean): string | null {
  if (!mentionsAddress(text, email)) return null;
  return json ? JSON.stringify(redactValue(JSON.parse(text), email)) : redactAddress(text, email, ERASED_MARKER);
}

type Row = { id: number; text: string; lead: number | null };

/** The same work on either backend: candidates by a substring search, then the exact rule in code. */
type Backend = {
  candidates(column: MentionColumn, needle: string): Promise<Row[]>;
  update(column: MentionColumn, id: number, text: string): Promise<void>;
};

async function leadsMentioning(backend: Backend, email: string): Promise<number[]> {
  const needle = email.trim().toLowerCase();
  const leads = new Set<number>();
  for (const column of MENTION_COLUMNS) {
    if (!column.lead) continue;
    for (const row of await backend.candidates(column, needle)) {
      if (row.lead !== null && mentionsAddress(row.text, needle)) leads.add(Number(row.lead));
    }
  }
  return [...leads].sort((a, b) => b - a);
}

async function redactMentions(backend: Backend, email: string): Promise<MentionRedaction> {
  const needle = email.trim().toLowerCase();
  let rows = 0;
  for (const column of MENTION_COLUMNS) {
    for (const row of await backend.candidates(column, needle)) {
      const text = redacted(row.text, needle, column.json);
      if (text === null) continue;
      await backend.update(column, row.id, text);
      rows += 1;
    }
  }
  return { rows };
}

function sqliteBackend(db: Database.Database): Backend {
  return {
    async candidates({ table, column, lead }, needle) {
      return db
        .prepare(
          `SELECT id, ${column} AS text, ${lead ?? 'NULL'} AS lead FROM ${table} WHERE ${column} IS NOT NULL AND instr(lower(${column}), ?) > 0`,
        )
        .all(needle) as Row[];
    },
    async update({ table, column }, id, text) {
      db.prepare(`UPDATE ${table} SET ${column} = ? WHERE id = ?`).run(text, id);
    },
  };
}

function postgresBackend(pool: Pool): Backend {
  return {
    async candidates({ table, column, lead }, needle) {
      const { rows } = await pool.query<Row>(
        `SELECT id, ${column}::text AS text, ${lead ?? 'NULL::bigint'} AS lead FROM ${table}
         WHERE ${column} IS NOT NULL AND strpos(lower(${column}::text), $1) > 0`,
        [needle],
      );
      return rows.map((row) => ({ ...row, id: Number(row.id) }));
    },
    async update({ table, column }, id, text) {
      await pool.query(`UPDATE ${table} SET ${column} = $1 WHERE id = $2`, [text, id]);
    },
  };
}

export const sqliteMentions = (db: Database.Database) => ({
  leadsMentioning: (email: string) => leadsMentioning(sqliteBackend(db), email),
  redactMentions: (email: string) => redactMentions(sqliteBackend(db), email),
});

export const postgresMentions = (pool: Pool) => ({
  leadsMentioning: (email: string) => leadsMentioning(postgresBackend(pool), email),
  redactMentions: (email: string) => redactMentions(postgresBackend(pool), email),
});
