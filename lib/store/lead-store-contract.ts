/**
 * The behaviour every LeadStore implementation must show, as one suite each implementation's test
 * file runs against its own backend (an embedded file, a real Postgres server).
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { DeliveryChannel, LeadStore, SubmissionKind } from './lead-store';

type JobRow = { submissionId: number; channel: string; status: string };

/** Reads and writes the backend directly, beside the store under test. */
type StoreInspector = {
  jobs(): Promise<JobRow[]>;
  submissionIds(): Promise<number[]>;
  /** Inserts a job row for a submission id without going through the store. */
  insertJob(submissionId: number): Promise<void>;
  deleteSubmission(id: number): Promise<void>;
  /** Sets every job's queued_at and next_attempt_at. */
  setJobTimes(at: Date): Promise<void>;
  onlyJob(): Promise<{ status: string; attempts: number; lastError: string | null }>;
};

type StoreFixture = {
  store: LeadStore;
  /** Another store on the same data, as a second instance of the site would open it. */
  another(channels: DeliveryChannel[]): LeadStore;
  inspect: StoreInspector;
};

/** Creates a store on empty data; registers its teardown with `cleanup`. */
export type StoreBackend = (
  channels: DeliveryChannel[],
  cleanup: (action: () => unknown) => void,
) => Promise<StoreFixture>;

const T0 = new Date('2026-01-01T00:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const byJob = (a: JobRow, b: JobRow) => a.submissionId - b.submissionId || a.channel.localeCompare(b.channel);

export function leadStoreContract(name: string, backend: StoreBackend): void {
  describe(`${name} lead store`, () => {
    const cleanups: (() => unknown)[] = [];
    afterEach(async () => {
      while (cleanups.length) await cleanups.pop()!();
    });
    const setup = (channels: DeliveryChannel[] = ['email', 'webhook']) =>
      backend(channels, (action) => cleanups.push(action));
    const track = (store: LeadStore) => {
      cleanups.push(() => store.close());
      return store;
    };

    it('commits 200 concurrent submissions, each with one pending job per channel, visible elsewhere when acknowledged', async () => {
      const { store, inspect } = await setup();
      const ids = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          store.addSubmission('inquiry', { n: i }).then(async (id) => {
            const seen = (await inspect.jobs()).filter((job) => job.submissionId === id).sort(byJob);
            expect(seen.map((job) => job.channel)).toEqual(['email', 'webhook']);
            return id;
          }),
        ),
      );
      expect(new Set(ids).size).toBe(200);
      expect((await inspect.submissionIds()).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
      const jobs = await inspect.jobs();
      expect(jobs).toHaveLength(400);
      expect(new Set(jobs.map((job) => job.status))).toEqual(new Set(['pending']));
    });

    it('answers a ping until it is closed', async () => {
      const { store } = await setup([]);
      await expect(store.ping()).resolves.toBeUndefined();
      await store.close();
      await expect(store.ping()).rejects.toThrow();
    });

    it('writes no job when no channel is configured', async () => {
      const { store, inspect } = await setup([]);
      await store.addSubmission('chat-contact', { name: 'Kai' });
      expect(await inspect.submissionIds()).toHaveLength(1);
      expect(await inspect.jobs()).toEqual([]);
    });

    it('stores a refused submission with neither its row nor its jobs, and the others whole', async () => {
      const { store, inspect } = await setup();
      const results = await Promise.allSettled([
        store.addSubmission('inquiry', { ok: 1 }),
        store.addSubmission('newsletter' as SubmissionKind, { bad: true }),
        store.addSubmission('checker-lead', { ok: 2 }),
      ]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      const stored = (await inspect.submissionIds()).sort((a, b) => a - b);
      expect(stored).toHaveLength(2);
      const jobs = await inspect.jobs();
      expect([...new Set(jobs.map((job) => job.submissionId))].sort((a, b) => a - b)).toEqual(stored);
      expect(jobs).toHaveLength(4);
    });

    it('stores no lead whose delivery job cannot be written', async () => {
      const { store, inspect } = await setup(['email', 'sms' as DeliveryChannel]);
      await expect(store.addSubmission('inquiry', { name: 'Kai' })).rejects.toThrow(/check constraint/i);
      expect(await inspect.submissionIds()).toEqual([]);
      expect(await inspect.jobs()).toEqual([]);
    });

    it('refuses a job without its lead, and removes the jobs with their lead', async () => {
      const { store, inspect } = await setup();
      const id = await store.addSubmission('inquiry', {});
      await expect(inspect.insertJob(id + 1000)).rejects.toThrow(/foreign key/i);
      await inspect.deleteSubmission(id);
      expect(await inspect.jobs()).toEqual([]);
    });

    it('gives each due job to exactly one of two stores claiming concurrently, round after round', async () => {
      const { store, another } = await setup(['email']);
      const other = track(another(['email']));
      const now = new Date(Date.now() + 60_000);
      for (let round = 0; round < 15; round++) {
        const ids = await Promise.all(
          Array.from({ length: 20 }, (_, n) => store.addSubmission('inquiry', { round, n })),
        );
        const claimed: number[] = [];
        const leads: number[] = [];
        // Four claimers per store at once, each until the queue is empty.
        const claimer = async (s: LeadStore) => {
          for (;;) {
            const batch = await s.claimJobs({ channels: ['email'], limit: 2, leaseMs: 600_000, now });
            if (batch.length === 0) return;
            claimed.push(...batch.map((job) => job.id));
            leads.push(...batch.map((job) => job.lead.id));
          }
        };
        await Promise.all([store, other, store, other, store, other, store, other].map(claimer));
        expect(claimed).toHaveLength(20);
        expect(new Set(claimed).size).toBe(20);
        expect(leads.sort((a, b) => a - b)).toEqual(ids.sort((a, b) => a - b));
      }
    });

    it('leases a job until it expires; another store then takes it over and the late holder can no longer finish it', async () => {
      const { store, another, inspect } = await setup(['webhook']);
      const other = track(another(['webhook']));
      const id = await store.addSubmission('inquiry', { name: 'Mai', company: 'Lumen', email: 'mai@lumen.example' });
      await inspect.setJobTimes(T0);
      const claim = (s: LeadStore, ms: number) =>
        s.claimJobs({ channels: ['webhook'], limit: 5, leaseMs: 1000, now: at(ms) });

      const [first] = await claim(store, 0);
      expect(first).toMatchObject({
        channel: 'webhook',
        attempt: 1,
        queuedAt: T0.toISOString(),
        lead: { id, kind: 'inquiry', fields: { name: 'Mai', company: 'Lumen', email: 'mai@lumen.example' } },
      });
      // Fields come back in the order they were submitted.
      expect(Object.keys(first.lead.fields)).toEqual(['name', 'company', 'email']);
      expect(new Date(first.lead.createdAt).toISOString()).toBe(first.lead.createdAt);
      expect(await claim(other, 999)).toEqual([]);
      const [second] = await claim(other, 1000);
      expect(second).toMatchObject({ id: first.id, attempt: 2 });
      expect(second.leaseToken).not.toBe(first.leaseToken);

      expect(await store.finishJob(first, { status: 'delivered' }, at(1001))).toBe(false);
      expect(
        await other.finishJob(second, { status: 'retry', error: 'HTTP 500', nextAttemptAt: at(5000) }, at(1001)),
      ).toBe(true);
      expect(await claim(store, 4999)).toEqual([]);
      const [third] = await claim(store, 5000);
      expect(await store.finishJob(third, { status: 'failed', error: 'gave up' }, at(5001))).toBe(true);
      expect(await store.countFailedJobs()).toBe(1);
      expect(await other.countFailedJobs()).toBe(1);
      expect(await claim(store, 99_999)).toEqual([]);
      expect(await inspect.onlyJob()).toEqual({ status: 'failed', attempts: 3, lastError: 'gave up' });
    });

    it('records a delivery once, by the lease holder only', async () => {
      const { store, inspect } = await setup(['email']);
      await store.addSubmission('checker-lead', { overallScore: 72 });
      const [job] = await store.claimJobs({
        channels: ['email'],
        limit: 1,
        leaseMs: 60_000,
        now: new Date(Date.now() + 1000),
      });
      expect(
        await store.finishJob({ id: job.id, leaseToken: 'not-the-holder' }, { status: 'delivered' }, new Date()),
      ).toBe(false);
      expect(await store.finishJob(job, { status: 'delivered' }, new Date())).toBe(true);
      expect(await store.finishJob(job, { status: 'failed', error: 'late' }, new Date())).toBe(false);
      expect(await inspect.onlyJob()).toEqual({ status: 'delivered', attempts: 1, lastError: null });
      expect(await store.countFailedJobs()).toBe(0);
    });

    it('claims only the channels asked for', async () => {
      const { store } = await setup(['email', 'webhook']);
      await store.addSubmission('inquiry', {});
      const now = new Date(Date.now() + 1000);
      const claimed = await store.claimJobs({ channels: ['webhook'], limit: 10, leaseMs: 1000, now });
      expect(claimed.map((job) => job.channel)).toEqual(['webhook']);
      expect(await store.claimJobs({ channels: [], limit: 10, leaseMs: 1000, now })).toEqual([]);
    });

    it('close() commits the submissions already under way, then refuses new ones', async () => {
      const { store, inspect } = await setup(['email']);
      const pending = Array.from({ length: 30 }, (_, n) => store.addSubmission('inquiry', { n }));
      await store.close();
      expect(new Set(await Promise.all(pending)).size).toBe(30);
      expect(await inspect.submissionIds()).toHaveLength(30);
      expect(await inspect.jobs()).toHaveLength(30);
      await expect(store.addSubmission('inquiry', {})).rejects.toThrow('closed');
    });
  });
}
