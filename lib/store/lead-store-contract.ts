/**
 * The behaviour every LeadStore implementation must show, as one suite each implementation's test
 * file runs against its own backend (an embedded file, a real Postgres server).
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { DeliveryChannel, LeadFilter, LeadStore, SubmissionKind } from './lead-store';

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
export type StoreBackend = (channels: DeliveryChannel[], cleanup: (action: () => unknown) => void) => Promise<StoreFixture>;

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

    it("keeps each lead's language, English when none is given, in every read and in the delivery job", async () => {
      const { store } = await setup(['email']);
      const korean = await store.addSubmission('inquiry', { name: 'Hana', email: 'hana@mint.example' }, 'ko');
      const english = await store.addSubmission('chat-contact', { name: 'Mai', email: 'mai@lumen.example' });
      await expect(store.addSubmission('inquiry', { name: 'X' }, 'xx' as never)).rejects.toThrow();
      expect((await store.getLead(korean))?.locale).toBe('ko');
      expect((await store.getLead(english))?.locale).toBe('en');
      const { leads } = await store.listLeads({}, { limit: 10 });
      expect(leads.map((lead) => [lead.id, lead.locale])).toEqual([
        [english, 'en'],
        [korean, 'ko'],
      ]);
      expect((await store.leadsByEmail('hana@mint.example')).map((lead) => lead.locale)).toEqual(['ko']);
      const claimed = await store.claimJobs({ channels: ['email'], limit: 10, leaseMs: 1000, now: new Date(Date.now() + 1000) });
      expect(claimed.map((job) => [job.lead.id, job.lead.locale])).toEqual([
        [korean, 'ko'],
        [english, 'en'],
      ]);
    });

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
        const ids = await Promise.all(Array.from({ length: 20 }, (_, n) => store.addSubmission('inquiry', { round, n })));
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
      const claim = (s: LeadStore, ms: number) => s.claimJobs({ channels: ['webhook'], limit: 5, leaseMs: 1000, now: at(ms) });

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
      expect(await other.finishJob(second, { status: 'retry', error: 'HTTP 500', nextAttemptAt: at(5000) }, at(1001))).toBe(
        true,
      );
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
      const [job] = await store.claimJobs({ channels: ['email'], limit: 1, leaseMs: 60_000, now: new Date(Date.now() + 1000) });
      expect(await store.finishJob({ id: job.id, leaseToken: 'not-the-holder' }, { status: 'delivered' }, new Date())).toBe(false);
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

    describe('inbox', () => {
      const seed = async (store: LeadStore) => {
        const ids: Record<string, number> = {};
        ids.mai = await store.addSubmission('inquiry', {
          name: 'Mai Tran',
          company: 'Lumen Ledger',
          email: 'mai@lumen.example',
          message: 'We need 100% coverage_in Seoul',
        });
        ids.hana = await store.addSubmission('chat-contact', {
          name: 'Hana',
          company: 'Seoul Mint',
          email: 'Hana@Mint.example',
          goal: 'chat-widget',
        });
        ids.arjun = await store.addSubmission('checker-lead', {
          name: 'Arjun',
          company: 'Tessellate',
          email: 'arjun@tess.example',
          overallScore: 72,
          clarityScore: 20,
        });
        ids.back = await store.addSubmission('inquiry', {
          name: 'Back Slash',
          company: 'C:\\Temp',
          email: 'b@s.example',
          message: 'plain',
        });
        return ids;
      };
      const names = async (store: LeadStore, filter: LeadFilter) =>
        (await store.listLeads(filter, { limit: 50 })).leads.map((lead) => lead.fields.name);

      it('lists leads newest first, filtered by source, status and a search over name, company, e-mail and message', async () => {
        const { store } = await setup();
        const ids = await seed(store);
        const all = await store.listLeads({}, { limit: 50 });
        expect(all.leads.map((lead) => lead.id)).toEqual([ids.back, ids.arjun, ids.hana, ids.mai]);
        expect(all.leads[3]).toMatchObject({ kind: 'inquiry', status: 'new', fields: { email: 'mai@lumen.example' } });
        expect(all).not.toHaveProperty('older');
        expect(all).not.toHaveProperty('newer');
        expect(await names(store, { kind: 'inquiry' })).toEqual(['Back Slash', 'Mai Tran']);
        expect(await names(store, { search: 'seoul' })).toEqual(['Hana', 'Mai Tran']);
        expect(await names(store, { search: 'MINT.EXAMPLE' })).toEqual(['Hana']);
        expect(await names(store, { search: 'tessellate', kind: 'checker-lead' })).toEqual(['Arjun']);
        expect(await names(store, { search: '  lumen  ' })).toEqual(['Mai Tran']);
        // Wildcards and the escape character are plain text.
        expect(await names(store, { search: '%' })).toEqual(['Mai Tran']);
        expect(await names(store, { search: 'Ma_' })).toEqual([]);
        expect(await names(store, { search: '_in' })).toEqual(['Mai Tran']);
        expect(await names(store, { search: ':\\T' })).toEqual(['Back Slash']);
        expect(await names(store, { search: "x' OR 1=1 --" })).toEqual([]);
        expect(await names(store, { status: 'won' })).toEqual([]);
        await expect(store.listLeads({ search: 'x'.repeat(101) }, { limit: 10 })).rejects.toThrow(RangeError);
      });

      it('pages with keyset cursors both ways, within the filter', async () => {
        const { store } = await setup([]);
        const ids: number[] = [];
        for (let n = 0; n < 7; n++) ids.push(await store.addSubmission(n % 2 ? 'chat-contact' : 'inquiry', { name: `n${n}` }));
        const first = await store.listLeads({}, { limit: 3 });
        expect(first.leads.map((lead) => lead.fields.name)).toEqual(['n6', 'n5', 'n4']);
        expect(first).toMatchObject({ older: ids[4] });
        expect(first.newer).toBeUndefined();
        const second = await store.listLeads({}, { limit: 3, before: first.older });
        expect(second.leads.map((lead) => lead.fields.name)).toEqual(['n3', 'n2', 'n1']);
        expect(second).toMatchObject({ older: ids[1], newer: ids[3] });
        const last = await store.listLeads({}, { limit: 3, before: second.older });
        expect(last.leads.map((lead) => lead.fields.name)).toEqual(['n0']);
        expect(last.older).toBeUndefined();
        const back = await store.listLeads({}, { limit: 3, after: last.newer });
        expect(back.leads.map((lead) => lead.fields.name)).toEqual(['n3', 'n2', 'n1']);
        const inquiries = await store.listLeads({ kind: 'inquiry' }, { limit: 2, before: ids[6] });
        expect(inquiries.leads.map((lead) => lead.fields.name)).toEqual(['n4', 'n2']);
        expect(inquiries).toMatchObject({ older: ids[2], newer: ids[4] });
        expect((await store.listLeads({}, { limit: 3, before: ids[0] })).leads).toEqual([]);
      });

      it('shows a lead with its fields, status history, notes and delivery jobs per channel', async () => {
        const { store } = await setup(['email', 'webhook']);
        const ids = await seed(store);
        const fresh = await store.getLead(ids.arjun);
        expect(fresh).toMatchObject({
          id: ids.arjun,
          kind: 'checker-lead',
          status: 'new',
          fields: { overallScore: 72, clarityScore: 20 },
          history: [],
          notes: [],
        });
        expect(fresh!.deliveries).toEqual([
          expect.objectContaining({ channel: 'email', status: 'pending', attempts: 0, lastError: null, finishedAt: null }),
          expect.objectContaining({ channel: 'webhook', status: 'pending', attempts: 0, lastError: null }),
        ]);
        expect(await store.getLead(ids.back + 1000)).toBeUndefined();

        expect(await store.setLeadStatus(ids.arjun, 'contacted', 'kim@agency.example', at(1000))).toBe(true);
        expect(await store.setLeadStatus(ids.arjun, 'contacted', 'lee@agency.example', at(2000))).toBe(true);
        expect(await store.setLeadStatus(ids.arjun, 'won', 'lee@agency.example', at(3000))).toBe(true);
        expect(await store.setLeadStatus(ids.back + 1000, 'won', 'lee@agency.example', at(3000))).toBe(false);
        expect(await store.addLeadNote(ids.arjun, 'Called; wants a <b>launch</b> plan', 'kim@agency.example', at(1500))).toBe(true);
        expect(await store.addLeadNote(ids.back + 1000, 'lost', 'kim@agency.example', at(1500))).toBe(false);

        const lead = await store.getLead(ids.arjun);
        expect(lead).toMatchObject({
          status: 'won',
          history: [
            { from: 'new', to: 'contacted', actor: 'kim@agency.example', at: at(1000).toISOString() },
            { from: 'contacted', to: 'won', actor: 'lee@agency.example', at: at(3000).toISOString() },
          ],
          notes: [{ author: 'kim@agency.example', body: 'Called; wants a <b>launch</b> plan', at: at(1500).toISOString() }],
        });
        expect(await names(store, { status: 'won' })).toEqual(['Arjun']);
        expect(await names(store, { status: 'new', kind: 'checker-lead' })).toEqual([]);
      });

      it('queues one channel of a lead again, unless a sender holds it right now', async () => {
        const { store } = await setup(['email', 'webhook']);
        const id = await store.addSubmission('inquiry', { name: 'Mai' });
        const now = new Date(Date.now() + 1000);
        const [job] = await store.claimJobs({ channels: ['webhook'], limit: 1, leaseMs: 60_000, now });
        expect(await store.requeueDelivery(id, 'webhook', now)).toBe(false);
        await store.finishJob(job, { status: 'failed', error: 'HTTP 500' }, now);
        expect((await store.getLead(id))!.deliveries[1]).toMatchObject({ status: 'failed', attempts: 1, lastError: 'HTTP 500' });

        const later = new Date(now.getTime() + 5000);
        expect(await store.requeueDelivery(id, 'webhook', later)).toBe(true);
        const [email, webhook] = (await store.getLead(id))!.deliveries;
        expect(webhook).toMatchObject({ status: 'pending', attempts: 0, queuedAt: later.toISOString(), nextAttemptAt: later.toISOString(), finishedAt: null });
        expect(email).toMatchObject({ status: 'pending', attempts: 0 });
        expect(email.queuedAt).not.toBe(later.toISOString());
        const [again] = await store.claimJobs({ channels: ['webhook'], limit: 1, leaseMs: 60_000, now: later });
        expect(again).toMatchObject({ id: job.id, attempt: 1 });
        expect(await store.requeueDelivery(id + 1000, 'webhook', later)).toBe(false);
      });

      it('finds the leads of an address whatever its case and spaces, and erases them with their jobs, notes and history', async () => {
        const { store, inspect } = await setup(['email']);
        const ids = await seed(store);
        const twice = await store.addSubmission('chat-contact', { name: 'Hana again', email: ' hana@mint.EXAMPLE ' });
        await store.setLeadStatus(ids.hana, 'qualified', 'kim@agency.example', at(0));
        await store.addLeadNote(twice, 'second visit', 'kim@agency.example', at(0));
        expect((await store.leadsByEmail('HANA@mint.example')).map((lead) => lead.id)).toEqual([twice, ids.hana]);
        expect(await store.leadsByEmail('%@mint.example')).toEqual([]);

        expect(await store.eraseLeadsByEmail(' hana@MINT.example')).toEqual({
          leads: 2,
          deliveryJobs: 2,
          notes: 1,
          statusChanges: 1,
        });
        expect(await store.leadsByEmail('hana@mint.example')).toEqual([]);
        expect(await store.getLead(ids.hana)).toBeUndefined();
        expect((await inspect.submissionIds()).sort((a, b) => a - b)).toEqual([ids.mai, ids.arjun, ids.back]);
        expect(new Set((await inspect.jobs()).map((job) => job.submissionId))).toEqual(new Set([ids.mai, ids.arjun, ids.back]));
        expect(await store.eraseLeadsByEmail('hana@mint.example')).toEqual({ leads: 0, deliveryJobs: 0, notes: 0, statusChanges: 0 });
      });
    });
  });
}
