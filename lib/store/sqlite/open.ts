import 'server-only';
import Database from 'better-sqlite3';
import { chmodSync, closeSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import { migrate } from './migrations';

export const DATABASE_FILE = 'site.db';

/**
 * The database and its WAL and shared-memory files readable by the site's user only: they hold
 * leads and staff accounts. SQLite gives the -wal and -shm files the database file's mode, so the
 * file is created 0600 before SQLite opens it, and a file left 0644 by an older version is narrowed.
 */
function ownerOnly(dataDir: string, file: string): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  closeSync(openSync(file, 'a', 0o600));
  for (const suffix of ['', '-wal', '-shm']) {
    try {
      chmodSync(`${file}${suffix}`, 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}

/**
 * Opens (creating if needed) the site's database in `dataDir` and brings its schema up to date.
 * WAL lets readers (the lead export) run beside the writer; synchronous=FULL makes a committed
 * transaction survive a power cut, which is what "acknowledged only after commit" promises.
 * secure_delete overwrites what a delete frees, so an erased lead leaves no readable copy in the
 * file (docs/operations.md, "Threat model").
 */
export function openDatabase(dataDir: string): Database.Database {
  const file = path.join(dataDir, DATABASE_FILE);
  ownerOnly(dataDir, file);
  const db = new Database(file);
  try {
    db.pragma('busy_timeout = 5000');
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    db.pragma('secure_delete = ON');
    migrate(db);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/**
 * The database of `dataDir`, opened on first use, so building pages (which never store anything)
 * never touches it; once closed, every use throws with `closedMessage`.
 */
export function openOnFirstUse(dataDir: string, closedMessage: string) {
  let database: Database.Database | undefined;
  let closed = false;
  return {
    get(): Database.Database {
      if (closed) throw new Error(closedMessage);
      database ??= openDatabase(dataDir);
      return database;
    },
    close(): void {
      closed = true;
      database?.close();
      database = undefined;
    },
  };
}
