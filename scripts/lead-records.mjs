/**
 * The lead store as the operator scripts see it: Postgres when DATABASE_URL is set, else the
 * embedded SQLite file `$DATA_DIR/site.db` (DATA_DIR defaults to .data). Both answer the same three
 * questions with rows of the same shape, so each script has one code path whatever the store.
 * Plain JavaScript, like the scripts, so they run with Node alone.
 */
import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { readEnvironment } from './command-line.mjs';
import { requeuePostgres, requeueSqlite } from '../lib/store/requeue-jobs.mjs';

/**
 * @typedef {{ kind?: string, since?: string }} Filter  `since` is a YYYY-MM-DD UTC date, inclusive.
 * @typedef {{ id: number, kind: string, createdAt: string, fields: Record<string, unknown> }} SubmissionRow
 * @typedef {SubmissionRow & { channel: string, status: string, attempts: number, lastError: string | null,
 *   nextAttemptAt: string | null }} UndeliveredRow  one per pending or failed delivery job
 * @typedef {import('../lib/store/requeue-jobs.mjs').RequeueTarget} RequeueTarget
 * @typedef {{
 *   location: string,
 *   exists: boolean,
 *   hasTable: (name: 'submissions' | 'delivery_jobs') => Promise<boolean>,
 *   submissions: (filter: Filter) => Promise<SubmissionRow[]>,
 *   undelivered: (filter: Filter) => Promise<UndeliveredRow[]>,
 *   requeue: (target: RequeueTarget, now: Date) => Promise<number>,
 *   migrateHint: string,
 *   close: () => Promise<void>,
 * }} LeadRecords
 */

/**
 * Nothing connects until the first question. The SQLite file is opened read-only unless `writable`.
 * @param {{ writable?: boolean }} [options]
 * @returns {LeadRecords}
 */
export function openLeadRecords({ writable = false } = {}) {
  const env = readEnvironment();
  return env.DATABASE_URL
    ? openPostgres(env.DATABASE_URL)
    : openSqlite(path.resolve(env.DATA_DIR, 'site.db'), writable);
}

/** @returns {LeadRecords} */
function openSqlite(file, writable) {
  const exists = existsSync(file);
  /** @type {Database.Database | undefined} */
  let db;
  const open = () => {
    if (!db) {
      db = new Database(file, { readonly: !writable, fileMustExist: true });
      db.pragma('busy_timeout = 5000');
    }
    return db;
  };
  const filter = ({ kind, since }) => ({ kind: kind ?? null, since: since ?? null });
  return {
    location: file,
    exists,
    migrateHint: 'start the site once to bring its schema up to date',
    async hasTable(name) {
      return Boolean(open().prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name));
    },
    async submissions(options) {
      const rows = open()
        .prepare(
          `SELECT id, kind, created_at, payload FROM submissions
           WHERE (@kind IS NULL OR kind = @kind) AND (@since IS NULL OR created_at >= @since)
           ORDER BY id`,
        )
        .all(filter(options));
      return rows.map((row) => ({ id: row.id, kind: row.kind, createdAt: row.created_at, fields: JSON.parse(row.payload) }));
    },
    async undelivered(options) {
      const rows = open()
        .prepare(
          `SELECT s.id, s.kind, s.created_at, s.payload, j.channel, j.status, j.attempts, j.last_error, j.next_attempt_at
           FROM delivery_jobs j JOIN submissions s ON s.id = j.submission_id
           WHERE j.status IN ('pending', 'failed')
             AND (@kind IS NULL OR s.kind = @kind) AND (@since IS NULL OR s.created_at >= @since)
           ORDER BY s.id, j.channel`,
        )
        .all(filter(options));
      return rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        createdAt: row.created_at,
        fields: JSON.parse(row.payload),
        channel: row.channel,
        status: row.status,
        attempts: row.attempts,
        lastError: row.last_error,
        nextAttemptAt: row.status === 'pending' ? row.next_attempt_at : null,
      }));
    },
    async requeue(target, now) {
      return requeueSqlite(open(), target, now);
    },
    async close() {
      db?.close();
    },
  };
}

/** @returns {LeadRecords} */
function openPostgres(connectionString) {
  const url = new URL(connectionString);
  // Never the password: this string appears in messages.
  const location = `${url.protocol}//${url.host}${url.pathname}`;
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 10_000 });
  /** @type {Promise<unknown> | undefined} */
  let connected;
  const connection = async () => {
    connected ??= client.connect();
    await connected;
    return client;
  };
  const query = async (text, values) => (await (await connection()).query(text, values)).rows;
  const since = (value) => (value ? `${value}T00:00:00Z` : null);
  const iso = (date) => (date ? date.toISOString() : null);
  return {
    location,
    exists: true,
    migrateHint: 'run `npm run db:migrate` first',
    async hasTable(name) {
      const [row] = await query('SELECT to_regclass($1) IS NOT NULL AS present', [name]);
      return row.present;
    },
    async submissions({ kind, since: from }) {
      const rows = await query(
        `SELECT id, kind, created_at, payload FROM submissions
         WHERE ($1::text IS NULL OR kind = $1) AND ($2::timestamptz IS NULL OR created_at >= $2)
         ORDER BY id`,
        [kind ?? null, since(from)],
      );
      return rows.map((row) => ({ id: Number(row.id), kind: row.kind, createdAt: iso(row.created_at), fields: row.payload }));
    },
    async undelivered({ kind, since: from }) {
      const rows = await query(
        `SELECT s.id, s.kind, s.created_at, s.payload, j.channel, j.status, j.attempts, j.last_error, j.next_attempt_at
         FROM delivery_jobs j JOIN submissions s ON s.id = j.submission_id
         WHERE j.status IN ('pending', 'failed')
           AND ($1::text IS NULL OR s.kind = $1) AND ($2::timestamptz IS NULL OR s.created_at >= $2)
         ORDER BY s.id, j.channel`,
        [kind ?? null, since(from)],
      );
      return rows.map((row) => ({
        id: Number(row.id),
        kind: row.kind,
        createdAt: iso(row.created_at),
        fields: row.payload,
        channel: row.channel,
        status: row.status,
        attempts: row.attempts,
        lastError: row.last_error,
        nextAttemptAt: row.status === 'pending' ? iso(row.next_attempt_at) : null,
      }));
    },
    async requeue(target, now) {
      return requeuePostgres(await connection(), target, now);
    },
    async close() {
      if (connected) await client.end();
    },
  };
}
