import 'server-only';
import type Database from 'better-sqlite3';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';

export type SubmissionKind = 'inquiry' | 'chat-contact' | 'checker-lead';

export type StoredSubmission = {
  id: number;
  kind: SubmissionKind;
  createdAt: string;
  payload: Record<string, unknown>;
};

/** Returns once the row is committed: better-sqlite3 runs each statement as its own transaction. */
export function insertSubmission(
  db: Database.Database,
  kind: SubmissionKind,
  payload: object,
  locale: Locale = defaultLocale,
): number {
  const result = db
    .prepare('INSERT INTO submissions (kind, created_at, payload, locale) VALUES (?, ?, ?, ?)')
    .run(kind, new Date().toISOString(), JSON.stringify(payload), locale);
  return Number(result.lastInsertRowid);
}

export function listSubmissions(db: Database.Database, kind?: SubmissionKind): StoredSubmission[] {
  const rows = (
    kind
      ? db.prepare('SELECT id, kind, created_at, payload FROM submissions WHERE kind = ? ORDER BY id').all(kind)
      : db.prepare('SELECT id, kind, created_at, payload FROM submissions ORDER BY id').all()
  ) as { id: number; kind: SubmissionKind; created_at: string; payload: string }[];
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    createdAt: row.created_at,
    payload: JSON.parse(row.payload) as Record<string, unknown>,
  }));
}

export function countSubmissions(db: Database.Database): number {
  return (db.prepare('SELECT count(*) AS n FROM submissions').get() as { n: number }).n;
}
