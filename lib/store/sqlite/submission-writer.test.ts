import { afterEach, describe, expect, it, vi } from 'vitest';
import type Database from 'better-sqlite3';
import { makeTempDir } from '@/test/helpers/env';
import { openDatabase } from './open';
import { SubmissionWriter } from './submission-writer';
import { countSubmissions, type SubmissionKind } from '../submissions';

const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()!();
});

function setup(): { writer: SubmissionWriter; db: Database.Database; reader: Database.Database } {
  const temp = makeTempDir();
  const db = openDatabase(temp.dir);
  const reader = openDatabase(temp.dir);
  cleanups.push(() => {
    db.close();
    reader.close();
    temp.remove();
  });
  return { writer: new SubmissionWriter(() => db), db, reader };
}

describe('SubmissionWriter', () => {
  it('commits writes of one event-loop turn in one transaction, and settles each only after the commit', async () => {
    const { writer, db, reader } = setup();
    const transaction = vi.spyOn(db, 'transaction');
    const writes = Array.from({ length: 50 }, (_, i) => writer.write('inquiry', { n: i }));
    expect(countSubmissions(reader)).toBe(0);
    const ids = await Promise.all(
      writes.map((write) =>
        write.then((id) => {
          // Seen from another connection at the moment the caller is told "stored".
          expect(countSubmissions(reader)).toBe(50);
          return id;
        }),
      ),
    );
    expect(new Set(ids).size).toBe(50);
    expect(transaction).toHaveBeenCalledTimes(1);

    await writer.write('chat-contact', { later: true });
    expect(transaction).toHaveBeenCalledTimes(2);
  });

  it('fails only the row the schema refuses, not the rest of its batch', async () => {
    const { writer, reader } = setup();
    const results = await Promise.allSettled([
      writer.write('inquiry', { ok: 1 }),
      writer.write('newsletter' as SubmissionKind, { bad: true }),
      writer.write('checker-lead', { ok: 2 }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(countSubmissions(reader)).toBe(2);
  });

  it('rejects the whole batch when the database cannot be reached', async () => {
    const writer = new SubmissionWriter(() => {
      throw new Error('disk gone');
    });
    const results = await Promise.allSettled([writer.write('inquiry', {}), writer.write('inquiry', {})]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
  });

  it('commits queued writes at once when flushed (before the database closes)', async () => {
    const { writer, reader } = setup();
    const pending = writer.write('inquiry', { flushed: true });
    writer.flush();
    expect(countSubmissions(reader)).toBe(1);
    await expect(pending).resolves.toEqual(expect.any(Number));
  });
});
