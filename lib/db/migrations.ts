import 'server-only';
import type Database from 'better-sqlite3';

/**
 * Schema history. `PRAGMA user_version` holds the number of applied migrations; append new steps,
 * never edit shipped ones, so every existing database can be brought forward.
 */
export const migrations: ReadonlyArray<(db: Database.Database) => void> = [
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
