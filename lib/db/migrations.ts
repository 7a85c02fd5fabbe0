import 'server-only';
import type Database from 'better-sqlite3';

/**
 * Schema history. `PRAGMA user_version` holds the number of applied migrations; append new steps,
 * never edit shipped ones, so every existing database can be brought forward.
 */
const migrations: ReadonlyArray<(db: Database.Database) => void> = [
  (db) => {
    db.exec(`
      CREATE TABLE submissions (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        kind TEXT NOT NULL CHECK (kind IN ('inquiry', 'chat-contact', 'checker-lead')),
        created_at TEXT NOT NULL,
        payload TEXT NOT NULL CHECK (json_valid(payload))
      );
      CREATE INDEX submissions_kind_created_at ON submissions (kind, created_at);

      CREATE TABLE conversations (
        id TEXT PRIMARY KEY,
        purpose TEXT NOT NULL,
        created_at TEXT NOT NULL
      );

      CREATE TABLE messages (
        id TEXT PRIMARY KEY,
        conversation_id TEXT NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
        role TEXT NOT NULL CHECK (role IN ('user', 'assistant')),
        content TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX messages_conversation_id ON messages (conversation_id);
    `);
  },
  // Lead delivery outbox: one job per channel, written in the submission's transaction.
  // queued_at starts the max-age clock (reset when an operator queues the job again);
  // locked_until/lease_token are the claim of one sender, which expires if that sender dies.
  (db) => {
    db.exec(`
      CREATE TABLE delivery_jobs (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        submission_id INTEGER NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
        channel TEXT NOT NULL CHECK (channel IN ('email', 'webhook')),
        status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
        attempts INTEGER NOT NULL DEFAULT 0,
        queued_at TEXT NOT NULL,
        next_attempt_at TEXT NOT NULL,
        locked_until TEXT,
        lease_token TEXT,
        last_error TEXT,
        finished_at TEXT,
        UNIQUE (submission_id, channel)
      );
      CREATE INDEX delivery_jobs_status_next_attempt_at ON delivery_jobs (status, next_attempt_at);
    `);
  },
  // The indexes the Postgres schema has (lib/store/schema-agreement.test.ts keeps the two in step):
  // claims scan only pending jobs in due order, the health check counts only failed ones, and the
  // hourly retention cleanup looks for conversations created before a cutoff.
  (db) => {
    db.exec(`
      DROP INDEX delivery_jobs_status_next_attempt_at;
      CREATE INDEX delivery_jobs_pending_due ON delivery_jobs (next_attempt_at, id) WHERE status = 'pending';
      CREATE INDEX delivery_jobs_failed ON delivery_jobs (id) WHERE status = 'failed';
      CREATE INDEX conversations_created_at ON conversations (created_at);
    `);
  },
];

export const SCHEMA_VERSION = migrations.length;

/**
 * Applies the missing migrations in one immediate transaction, so two processes opening the same
 * file at once (parallel build workers, the lead export) never both run a step.
 */
export function migrate(db: Database.Database, steps = migrations): void {
  const run = db.transaction(() => {
    const current = db.pragma('user_version', { simple: true }) as number;
    if (current > steps.length) {
      throw new Error(
        `Database schema version ${current} is newer than this code knows (${steps.length}); refusing to start.`,
      );
    }
    for (let version = current; version < steps.length; version++) {
      steps[version](db);
    }
    if (current !== steps.length) db.pragma(`user_version = ${steps.length}`);
  });
  run.immediate();
}
