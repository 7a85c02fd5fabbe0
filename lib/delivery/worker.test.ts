import { afterEach, describe, expect, it, vi } from 'vitest';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Webhook } from 'standardwebhooks';
import { openDatabase } from '@/lib/store/sqlite/open';
import { makeTempDir } from '@/test/helpers/env';
import { freePort, startMailServer } from '@/test/helpers/mail-server';
import { startWebhookReceiver } from '@/test/helpers/webhook-receiver';
import type { DeliveryChannel } from '@/lib/store/lead-store';
import { createSqliteLeadStore } from '@/lib/store/sqlite/lead-store';
import { createEmailSender } from './email';
import { createWebhookSender } from './webhook';
import { backoffDelay, DeliveryWorker, type DeliveryWorkerOptions } from './worker';

const SECRET = `whsec_${randomBytes(24).toString('base64')}`;
const FAST = { backoff: { baseMs: 20, capMs: 100 }, pollMs: 20, maxAgeMs: 60_000 };

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
  vi.restoreAllMocks();
});

function outbox(channels: DeliveryChannel[]) {
  const temp = makeTempDir();
  const store = createSqliteLeadStore({ dataDir: temp.dir, channels });
  cleanups.push(() => temp.remove());
  cleanups.push(() => store.close());
  const jobs = () => {
    const db = openDatabase(temp.dir);
    try {
      return db
        .prepare(
          'SELECT submission_id AS lead, channel, status, attempts, last_error AS lastError FROM delivery_jobs ORDER BY id',
        )
        .all() as { lead: number; channel: string; status: string; attempts: number; lastError: string | null }[];
    } finally {
      db.close();
    }
  };
  return { store, dir: temp.dir, jobs };
}

function worker(options: DeliveryWorkerOptions): DeliveryWorker {
  const created = new DeliveryWorker(options);
  cleanups.push(() => created.stop());
  return created;
}

async function waitFor(condition: () => boolean, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await sleep(20);
  }
}

function script(name: string, args: string[], dataDir: string) {
  const result = spawnSync(process.execPath, [path.resolve('scripts', name), ...args], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const lead = (n: number) => ({
  name: `Founder ${n}`,
  company: `Company ${n}`,
  email: `f${n}@c${n}.example`,
  message: 'Hi',
});

describe('backoffDelay', () => {
  it('doubles from the base, stays within the cap, and keeps half of the delay fixed', () => {
    const backoff = { baseMs: 1000, capMs: 60_000 };
    expect([1, 2, 3, 4].map((attempt) => backoffDelay(attempt, backoff, () => 1))).toEqual([1000, 2000, 4000, 8000]);
    expect(backoffDelay(3, backoff, () => 0)).toBe(2000);
    expect(backoffDelay(50, backoff, () => 1)).toBe(60_000);
    expect(backoffDelay(50, backoff, () => 0)).toBe(30_000);
  });
});

describe('delivery worker', () => {
  it('retries a webhook that fails three times (500, dropped connection, timeout) and delivers each lead exactly once, signed', async () => {
    const seen = new Map<string, number>();
    const receiver = await startWebhookReceiver(({ headers }) => {
      const id = String(headers['webhook-id']);
      const attempt = (seen.get(id) ?? 0) + 1;
      seen.set(id, attempt);
      return ([500, 'reset', 'hang'] as const)[attempt - 1] ?? 204;
    });
    cleanups.push(() => receiver.stop());
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { store, jobs } = outbox(['webhook']);
    const ids = [await store.addSubmission('inquiry', lead(1)), await store.addSubmission('checker-lead', lead(2))];
    worker({
      store,
      senders: { webhook: createWebhookSender({ url: receiver.url, secret: SECRET, timeoutMs: 1000 }) },
      ...FAST,
    }).start();

    const accepted = () => receiver.calls.filter((call) => call.answer === '204');
    await waitFor(() => accepted().length === 2);
    await sleep(300);
    expect(receiver.calls).toHaveLength(8);
    expect(
      accepted()
        .map((call) => call.headers['webhook-id'])
        .sort(),
    ).toEqual(ids.map(String).sort());
    for (const call of accepted()) {
      const payload = new Webhook(SECRET).verify(call.body, call.headers as Record<string, string>) as Record<
        string,
        unknown
      >;
      const id = Number(call.headers['webhook-id']);
      expect(payload).toEqual({
        kind: id === ids[0] ? 'inquiry' : 'checker-lead',
        id,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        locale: 'en',
        fields: lead(id === ids[0] ? 1 : 2),
      });
      expect(call.headers['content-type']).toBe('application/json');
    }
    expect(() =>
      new Webhook(`whsec_${randomBytes(24).toString('base64')}`).verify(
        accepted()[0].body,
        accepted()[0].headers as Record<string, string>,
      ),
    ).toThrow();
    expect(jobs().map(({ status, attempts }) => ({ status, attempts }))).toEqual([
      { status: 'delivered', attempts: 4 },
      { status: 'delivered', attempts: 4 },
    ]);
    // Both leads' retries interleave in an order the jitter decides; each one's three failures show.
    const warned = warnings.mock.calls.map(([line]) => String(line).replace(/lead #\d+/, 'lead #N')).sort();
    expect(warned).toEqual(
      ['The webhook answered 500\\.$', 'fetch failed', 'The operation timed out\\.$'].flatMap((error, i) =>
        Array(2).fill(
          expect.stringMatching(
            new RegExp(`^\\[lead delivery\\] webhook delivery of lead #N attempt ${i + 1} failed, retrying: ${error}`),
          ),
        ),
      ),
    );
  });

  it('delivers every lead once when the SMTP server is down for a while, then up', async () => {
    // The outage is 3 s here rather than a minute; the back-off cap is 100 ms, so the worker
    // retries about 40 times meanwhile. The same code runs with the production 15 min cap.
    const port = await freePort();
    const { store, jobs } = outbox(['email']);
    for (let n = 1; n <= 5; n++) await store.addSubmission('inquiry', lead(n));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    worker({
      store,
      senders: {
        email: createEmailSender({
          smtpUrl: `smtp://127.0.0.1:${port}`,
          to: ['a@kairo.example'],
          from: 's@kairo.example',
        }),
      },
      ...FAST,
    }).start();

    await sleep(3000);
    const during = jobs();
    expect(during.every((job) => job.status === 'pending' && job.lastError?.includes('ECONNREFUSED'))).toBe(true);
    expect(Math.max(...during.map((job) => job.attempts))).toBeGreaterThan(3);

    const smtp = await startMailServer(port);
    cleanups.push(() => smtp.stop());
    await waitFor(() => smtp.received.length === 5);
    await sleep(300);
    expect(smtp.received.map((received) => received.mail.subject).sort()).toEqual(
      [1, 2, 3, 4, 5].map((n) => `Inquiry #${n}: Founder ${n}, Company ${n}`),
    );
    expect(jobs().every((job) => job.status === 'delivered')).toBe(true);
  });

  // Starts the lead scripts as real Node processes several times: seconds on a busy machine.
  it('marks a job failed after its max age, logs it as an error, lists it as undelivered and queues it again', async () => {
    let accept = false;
    const receiver = await startWebhookReceiver(() => (accept ? 200 : 503));
    cleanups.push(() => receiver.stop());
    const { store, dir, jobs } = outbox(['webhook']);
    const id = await store.addSubmission('chat-contact', { name: 'Hana', company: 'Seoul Mint', email: 'h@m.example' });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const options = {
      store,
      senders: { webhook: createWebhookSender({ url: receiver.url, secret: SECRET }) },
      ...FAST,
    };
    const first = worker({ ...options, maxAgeMs: 500 });
    first.start();

    await waitFor(() => jobs()[0].status === 'failed');
    await first.stop();
    const attempts = receiver.calls.length;
    expect(attempts).toBeGreaterThan(2);
    expect(jobs()).toEqual([
      { lead: id, channel: 'webhook', status: 'failed', attempts, lastError: 'The webhook answered 503.' },
    ]);
    expect(await store.countFailedJobs()).toBe(1);
    expect(errors).toHaveBeenCalledWith(
      `[lead delivery] webhook delivery of lead #${id} failed for good after ${attempts} attempts: The webhook answered 503.`,
    );
    await sleep(200);
    expect(receiver.calls).toHaveLength(attempts);

    const listed = script('leads.mjs', ['--undelivered'], dir);
    expect(listed.status).toBe(0);
    expect(JSON.parse(listed.stdout)).toEqual([
      {
        id,
        kind: 'chat-contact',
        createdAt: expect.any(String),
        channel: 'webhook',
        status: 'failed',
        attempts,
        lastError: 'The webhook answered 503.',
        nextAttemptAt: null,
        name: 'Hana',
        company: 'Seoul Mint',
        email: 'h@m.example',
      },
    ]);
    expect(script('leads.mjs', ['--undelivered', '--format', 'csv'], dir).stdout.split('\r\n')[0]).toBe(
      'kind,createdAt,id,channel,status,attempts,lastError,nextAttemptAt,name,company,email',
    );

    const requeued = script('leads-redeliver.mjs', ['--failed'], dir);
    expect(requeued).toMatchObject({ status: 0, stdout: 'Queued 1 delivery job again.\n' });
    expect(JSON.parse(script('leads.mjs', ['--undelivered'], dir).stdout)[0]).toMatchObject({
      status: 'pending',
      attempts: 0,
    });
    expect(await store.countFailedJobs()).toBe(0);

    accept = true;
    worker({ ...options, maxAgeMs: 500 }).start();
    await waitFor(() => jobs()[0].status === 'delivered');
    expect(JSON.parse(script('leads.mjs', ['--undelivered'], dir).stdout)).toEqual([]);
    expect(script('leads-redeliver.mjs', ['--id', String(id)], dir)).toMatchObject({
      status: 0,
      stdout: 'Queued 1 delivery job again.\n',
    });
    expect(script('leads-redeliver.mjs', ['--id', '999'], dir).status).toBe(1);
    expect(script('leads-redeliver.mjs', [], dir).status).toBe(2);
    expect(script('leads-redeliver.mjs', ['--id', '1', '--failed'], dir).status).toBe(2);
  }, 30_000);

  it('takes over a job whose sender died holding its lease, after the lease expires (reopened file)', async () => {
    const smtp = await startMailServer();
    cleanups.push(() => smtp.stop());
    const { dir, jobs } = outbox(['email']);
    // The first "process": stores a lead, claims its job, and dies before sending.
    const crashed = createSqliteLeadStore({ dataDir: dir, channels: ['email'] });
    const id = await crashed.addSubmission('inquiry', lead(7));
    const [claimed] = await crashed.claimJobs({ channels: ['email'], limit: 1, leaseMs: 3000, now: new Date() });
    expect(claimed.lead.id).toBe(id);
    await crashed.close();

    const restarted = createSqliteLeadStore({ dataDir: dir, channels: ['email'] });
    cleanups.push(() => restarted.close());
    worker({
      store: restarted,
      senders: { email: createEmailSender({ smtpUrl: smtp.url, to: ['a@kairo.example'], from: 's@kairo.example' }) },
      ...FAST,
    }).start();
    await sleep(1000);
    expect(smtp.received).toHaveLength(0);
    await waitFor(() => smtp.received.length === 1);
    await sleep(200);
    expect(smtp.received).toHaveLength(1);
    expect(jobs()).toEqual([{ lead: id, channel: 'email', status: 'delivered', attempts: 2, lastError: null }]);
  });

  it('stops taking jobs on stop() and waits for the one in flight', async () => {
    const receiver = await startWebhookReceiver(() => sleep(400).then(() => 204));
    cleanups.push(() => receiver.stop());
    const { store, jobs } = outbox(['webhook']);
    await store.addSubmission('inquiry', lead(1));
    await store.addSubmission('inquiry', lead(2));
    const running = worker({
      store,
      senders: { webhook: createWebhookSender({ url: receiver.url, secret: SECRET }) },
      ...FAST,
    });
    running.start();
    await waitFor(() => receiver.calls.length === 1);
    await running.stop();
    expect(jobs().map(({ status, attempts }) => ({ status, attempts }))).toEqual([
      { status: 'delivered', attempts: 1 },
      { status: 'pending', attempts: 0 },
    ]);
    await sleep(200);
    expect(receiver.calls).toHaveLength(1);
  });
});
