import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Webhook } from 'standardwebhooks';
import type { LeadStore } from '@/lib/store/lead-store';
import { createPostgresLeadStore } from '@/lib/store/postgres/lead-store';
import { startWebhookReceiver } from '@/test/helpers/webhook-receiver';
import { postgresUnavailable, startPostgres, type PostgresServer } from '@/test/servers/postgres';
import { skipMessage } from '@/test/servers/skip';
import { createWebhookSender } from './webhook';
import { DeliveryWorker } from './worker';

const SECRET = `whsec_${randomBytes(24).toString('base64')}`;
const FAST = { backoff: { baseMs: 20, capMs: 100 }, pollMs: 20, maxAgeMs: 60_000 };

async function waitFor(condition: () => boolean, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await sleep(20);
  }
}

/** Two instances of the site share one Postgres: each has its own pool, store and worker. */
describe.skipIf(skipMessage(postgresUnavailable()))('delivery worker on Postgres, two instances', () => {
  let server: PostgresServer;
  let databases = 0;
  const cleanups: (() => unknown)[] = [];
  beforeAll(async () => {
    server = await startPostgres();
  }, 60_000);
  afterEach(async () => {
    while (cleanups.length) await cleanups.pop()!();
    vi.restoreAllMocks();
  });
  afterAll(async () => {
    await server?.stop();
  });

  async function instances(count: number): Promise<LeadStore[]> {
    const url = await server.createMigratedDatabase(`delivery_${++databases}`);
    // A connection string of its own per instance, so each gets its own pool, as separate processes would.
    return Array.from({ length: count }, (_, instance) => {
      const connectionString = `${url}?application_name=instance-${instance}`;
      const store = createPostgresLeadStore({ connectionString, poolMax: 4, channels: ['webhook'] });
      cleanups.push(() => store.close());
      return store;
    });
  }

  function startWorker(store: LeadStore, url: string, leaseMs?: number): DeliveryWorker {
    const worker = new DeliveryWorker({
      store,
      senders: { webhook: createWebhookSender({ url, secret: SECRET, timeoutMs: 2000 }) },
      leaseMs,
      ...FAST,
    });
    cleanups.push(() => worker.stop());
    worker.start();
    return worker;
  }

  it('sends each lead exactly once across both instances, retries included', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const attempts = new Map<string, number>();
    // Every lead's first attempt fails, so retries race between the instances too.
    const receiver = await startWebhookReceiver(({ headers }) => {
      const id = String(headers['webhook-id']);
      attempts.set(id, (attempts.get(id) ?? 0) + 1);
      return attempts.get(id) === 1 ? 500 : 204;
    });
    cleanups.push(() => receiver.stop());
    const [a, b] = await instances(2);
    const ids = await Promise.all(
      Array.from({ length: 40 }, (_, n) => (n % 2 ? a : b).addSubmission('inquiry', { name: `Founder ${n}` })),
    );
    startWorker(a, receiver.url);
    startWorker(b, receiver.url);

    const accepted = () => receiver.calls.filter((call) => call.answer === '204');
    await waitFor(() => accepted().length === 40);
    await sleep(300);
    expect(accepted().map((call) => Number(call.headers['webhook-id'])).sort((x, y) => x - y)).toEqual(
      [...ids].sort((x, y) => x - y),
    );
    expect(receiver.calls).toHaveLength(80);
    for (const call of accepted()) {
      expect(new Webhook(SECRET).verify(call.body, call.headers as Record<string, string>)).toMatchObject({
        kind: 'inquiry',
        id: Number(call.headers['webhook-id']),
      });
    }
    expect(await a.countFailedJobs()).toBe(0);
  });

  it('an instance takes over a job whose sender died holding the lease, once the lease expires', async () => {
    const receiver = await startWebhookReceiver(() => 204);
    cleanups.push(() => receiver.stop());
    const [crashed, survivor] = await instances(2);
    const id = await crashed.addSubmission('chat-contact', { name: 'Hana' });
    // The crashed instance claimed the job for 1.5 s and never finished it.
    const [held] = await crashed.claimJobs({ channels: ['webhook'], limit: 1, leaseMs: 1500, now: new Date() });
    expect(held.lead.id).toBe(id);
    const leasedAt = Date.now();
    startWorker(survivor, receiver.url);
    await waitFor(() => receiver.calls.length === 1);
    expect(Date.now() - leasedAt).toBeGreaterThanOrEqual(1400);
    expect(Number(receiver.calls[0].headers['webhook-id'])).toBe(id);
    expect(await crashed.finishJob(held, { status: 'delivered' }, new Date())).toBe(false);
    await sleep(200);
    expect(receiver.calls).toHaveLength(1);
  });
});
