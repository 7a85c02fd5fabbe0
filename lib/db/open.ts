import 'server-only';
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { migrate } from './migrations';

export const DATABASE_FILE = 'site.db';

/**
 * Opens (creating if needed) the site's database in `dataDir` and brings its schema up to date.
 * WAL lets readers (the lead export) run beside the writer; synchronous=FULL makes a committed
 * transaction survive a power cut, which is what "acknowledged only after commit" promises.
 */
export function openDatabase(dataDir: string): Database.Database {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, DATABASE_FILE));
  try {
    db.pragma('busy_timeout = 5000');
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
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
