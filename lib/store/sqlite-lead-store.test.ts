import { afterEach, describe, expect, it } from 'vitest';
import type Database from 'better-sqlite3';
import { openDatabase } from '@/lib/db/open';
import { makeTempDir } from '@/lib/testing/env';
import type { DeliveryChannel, LeadStore, SubmissionKind } from './lead-store';
import { createSqliteLeadStore } from './sqlite-lead-store';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

function setup(channels: DeliveryChannel[] = ['email', 'webhook']) {
  const temp = makeTempDir();
  const store = createSqliteLeadStore({ dataDir: temp.dir, channels });
  const reader = openDatabase(temp.dir);
  cleanups.push(() => temp.remove());
  cleanups.push(() => reader.close());
  cleanups.push(() => store.close());
  return { store, reader, dir: temp.dir };
}

function jobs(reader: Database.Database) {
  return reader
    .prepare('SELECT submission_id, channel, status FROM delivery_jobs ORDER BY submission_id, channel')
    .all() as { submission_id: number; channel: string; status: string }[];
}

const T0 = new Date('2026-01-01T00:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

describe('SQLite lead store', () => {
  it('commits each submission with one pending job per channel, visible elsewhere when acknowledged', async () => {
    const { store, reader } = setup();
    const ids = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        store.addSubmission('inquiry', { n: i }).then((id) => {
          const seen = jobs(reader).filter((job) => job.submission_id === id);
          expect(seen.map((job) => job.channel)).toEqual(['email', 'webhook']);
          return id;
        }),
      ),
    );
    expect(new Set(ids).size).toBe(20);
    expect(jobs(reader)).toHaveLength(40);
    expect(new Set(jobs(reader).map((job) => job.status))).toEqual(new Set(['pending']));
  });

  it('writes no job when no channel is configured', async () => {
    const { store, reader } = setup([]);
    await store.addSubmission('chat-contact', { name: 'Kai' });
    expect(reader.prepare('SELECT count(*) FROM submissions').pluck().get()).toBe(1);
    expect(jobs(reader)).toEqual([]);
  });

  it('stores a refused submission with neither its row nor its jobs, and the rest of its batch whole', async () => {
    const { store, reader } = setup();
    const results = await Promise.allSettled([
      store.addSubmission('inquiry', { ok: 1 }),
      store.addSubmission('newsletter' as SubmissionKind, { bad: true }),
      store.addSubmission('checker-lead', { ok: 2 }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const stored = reader.prepare('SELECT id FROM submissions ORDER BY id').pluck().all() as number[];
    expect(stored).toHaveLength(2);
    expect([...new Set(jobs(reader).map((job) => job.submission_id))]).toEqual(stored);
    expect(jobs(reader)).toHaveLength(4);
  });

  it('refuses a job without its lead, and removes the jobs with their lead', async () => {
    const { store, reader } = setup();
    const id = await store.addSubmission('inquiry', {});
    const insert = reader.prepare(
      "INSERT INTO delivery_jobs (submission_id, channel, queued_at, next_attempt_at) VALUES (?, 'email', '', '')",
    );
    expect(() => insert.run(id + 1000)).toThrow(/FOREIGN KEY/);
    reader.prepare('DELETE FROM submissions WHERE id = ?').run(id);
    expect(jobs(reader)).toEqual([]);
  });

  it('gives each due job to exactly one of several stores on the same file', async () => {
    const { store, dir } = setup(['email']);
    const others = [1, 2].map(() => createSqliteLeadStore({ dataDir: dir, channels: ['email'] }));
    cleanups.push(() => Promise.all(others.map((other) => other.close())).then(() => undefined));
    for (let i = 0; i < 30; i++) await store.addSubmission('inquiry', { n: i });
    const now = new Date(Date.now() + 1000);
    const claimed: number[] = [];
    // Interleaved claims from three connections until the queue is empty.
    for (let round = 0; round < 20; round++) {
      const batches = await Promise.all(
        [store, ...others].map((s) => s.claimJobs({ channels: ['email'], limit: 2, leaseMs: 60_000, now })),
      );
      claimed.push(...batches.flat().map((job) => job.id));
    }
    expect(claimed).toHaveLength(30);
    expect(new Set(claimed).size).toBe(30);
  });

  it('leases a job until it expires; the late holder can then no longer finish it', async () => {
    const { store, reader } = setup(['webhook']);
    const id = await store.addSubmission('inquiry', { name: 'Mai' });
    reader
      .prepare('UPDATE delivery_jobs SET queued_at = ?, next_attempt_at = ?')
      .run(T0.toISOString(), T0.toISOString());
    const claim = (s: LeadStore, ms: number) =>
      s.claimJobs({ channels: ['webhook'], limit: 5, leaseMs: 1000, now: at(ms) });

    const [first] = await claim(store, 0);
    expect(first).toMatchObject({
      channel: 'webhook',
      attempt: 1,
      lead: { id, kind: 'inquiry', fields: { name: 'Mai' } },
    });
    expect(await claim(store, 999)).toEqual([]);
    const [second] = await claim(store, 1000);
    expect(second).toMatchObject({ id: first.id, attempt: 2 });

    expect(await store.finishJob(first, { status: 'delivered' }, at(1001))).toBe(false);
    expect(
      await store.finishJob(second, { status: 'retry', error: 'HTTP 500', nextAttemptAt: at(5000) }, at(1001)),
    ).toBe(true);
    expect(await claim(store, 4999)).toEqual([]);
    const [third] = await claim(store, 5000);
    expect(await store.finishJob(third, { status: 'failed', error: 'gave up' }, at(5001))).toBe(true);
    expect(await store.countFailedJobs()).toBe(1);
    expect(await claim(store, 99_999)).toEqual([]);
    expect(reader.prepare('SELECT status, attempts, last_error FROM delivery_jobs').get()).toEqual({
      status: 'failed',
      attempts: 3,
      last_error: 'gave up',
    });
  });

  it('claims only the channels asked for', async () => {
    const { store } = setup(['email', 'webhook']);
    await store.addSubmission('inquiry', {});
    const now = new Date(Date.now() + 1000);
    const claimed = await store.claimJobs({ channels: ['webhook'], limit: 10, leaseMs: 1000, now });
    expect(claimed.map((job) => job.channel)).toEqual(['webhook']);
  });
});
