import { afterEach, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { chmodSync, statSync } from 'node:fs';
import path from 'node:path';
import { makeTempDir } from '@/test/helpers/env';
import { migrate, SCHEMA_VERSION } from './migrations';
import { DATABASE_FILE, openDatabase } from './open';
import { insertSubmission, listSubmissions } from '../submissions';

const temps: ReturnType<typeof makeTempDir>[] = [];
function tempDir(): string {
  const temp = makeTempDir();
  temps.push(temp);
  return temp.dir;
}
afterEach(() => {
  while (temps.length) temps.pop()!.remove();
});

describe('openDatabase', () => {
  it('creates DATA_DIR and the schema, in WAL mode with full sync', () => {
    const dir = path.join(tempDir(), 'nested', 'data');
    const db = openDatabase(dir);
    try {
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(db.pragma('synchronous', { simple: true })).toBe(2);
      expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
      const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").pluck().all();
      expect(tables).toEqual(expect.arrayContaining(['conversations', 'messages', 'submissions']));
    } finally {
      db.close();
    }
  });

  it('creates the database, its WAL and shared memory readable by the owner only, and deletes securely', () => {
    const dir = tempDir();
    const db = openDatabase(dir);
    try {
      db.prepare("INSERT INTO submissions (kind, payload, created_at) VALUES ('inquiry', '{}', '2026-01-01')").run();
      for (const name of [DATABASE_FILE, `${DATABASE_FILE}-wal`, `${DATABASE_FILE}-shm`]) {
        expect((statSync(path.join(dir, name)).mode & 0o777).toString(8), name).toBe('600');
      }
      expect(db.pragma('secure_delete', { simple: true })).toBe(1);
    } finally {
      db.close();
    }
  });

  it('narrows a database file an older version left readable by everyone', () => {
    const dir = tempDir();
    openDatabase(dir).close();
    chmodSync(path.join(dir, DATABASE_FILE), 0o644);
    openDatabase(dir).close();
    expect((statSync(path.join(dir, DATABASE_FILE)).mode & 0o777).toString(8)).toBe('600');
  });

  it('keeps data across reopening and does not re-run migrations', () => {
    const dir = tempDir();
    const first = openDatabase(dir);
    insertSubmission(first, 'inquiry', { name: 'Kai' });
    first.close();
    const second = openDatabase(dir);
    try {
      expect(listSubmissions(second).map((s) => s.payload)).toEqual([{ name: 'Kai' }]);
    } finally {
      second.close();
    }
  });

  it('applies only the missing steps to an older database', () => {
    const file = path.join(tempDir(), DATABASE_FILE);
    const db = new Database(file);
    const applied: number[] = [];
    const steps = [0, 1, 2].map((n) => () => {
      applied.push(n);
      db.exec(`CREATE TABLE t${n} (x)`);
    });
    migrate(db, steps.slice(0, 1));
    migrate(db, steps);
    expect(applied).toEqual([0, 1, 2]);
    expect(db.pragma('user_version', { simple: true })).toBe(3);
    db.close();
  });

  it('rolls a failing step back entirely and keeps the old version', () => {
    const db = new Database(path.join(tempDir(), DATABASE_FILE));
    const steps = [
      () => db.exec('CREATE TABLE kept (x)'),
      () => {
        db.exec('CREATE TABLE half (x)');
        throw new Error('step failed');
      },
    ];
    expect(() => migrate(db, steps)).toThrow('step failed');
    expect(db.pragma('user_version', { simple: true })).toBe(0);
    expect(db.prepare("SELECT count(*) FROM sqlite_master WHERE type = 'table'").pluck().get()).toBe(0);
    db.close();
  });

  it('refuses a database written by newer code', () => {
    const dir = tempDir();
    const db = new Database(path.join(dir, DATABASE_FILE));
    db.pragma(`user_version = ${SCHEMA_VERSION + 1}`);
    db.close();
    expect(() => openDatabase(dir)).toThrow(/newer than this code knows/);
  });

  it('rejects a submission kind outside the three known ones', () => {
    const db = openDatabase(tempDir());
    try {
      expect(() => insertSubmission(db, 'newsletter' as 'inquiry', {})).toThrow(/CHECK constraint/);
    } finally {
      db.close();
    }
  });
});
