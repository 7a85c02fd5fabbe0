/**
 * Two instances of one build on one Postgres (DATABASE_URL): an inquiry posted to either is
 * acknowledged only once stored, `npm run leads` lists it from Postgres, its webhook goes out once
 * whichever instance sends it, and health counts failed deliveries from the shared outbox.
 */
import { execFile, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebhookReceiver } from '@/test/helpers/webhook-receiver';
import { startSite, type SiteInstance } from '@/test/servers/next';
import { nginxUnavailable, startNginx } from '@/test/servers/nginx';
import { postgresUnavailable, startPostgres, type PostgresServer } from '@/test/servers/postgres';
import { skipMessage } from '@/test/servers/skip';

const SECRET = `whsec_${randomBytes(24).toString('base64')}`;

const founder = (n: number) => ({
  name: `Founder ${n}`,
  company: `Company ${n}`,
  email: `f${n}@c${n}.example`,
  message: 'Release out tomorrow.',
});

/**
 * `npm run leads` against the shared database. Run without blocking the event loop: a synchronous
 * child would stall the webhook receiver and let the instances close the test's idle keep-alive
 * connections unnoticed, so the next request would go out on a closed socket.
 */
function leads(args: string[], databaseUrl: string): Promise<Record<string, unknown>[]> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [path.resolve('scripts', 'leads.mjs'), ...args],
      { env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: undefined }, encoding: 'utf8' },
      (error, stdout, stderr) => {
        if (error) return reject(error);
        expect(stderr).toBe('');
        resolve(JSON.parse(stdout) as Record<string, unknown>[]);
      },
    );
  });
}

async function postInquiry(site: { url: string }, fields: Record<string, string>): Promise<Response> {
  return fetch(`${site.url}/api/inquiry`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fields),
  });
}

async function eventually(check: () => Promise<boolean> | boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.skipIf(skipMessage(postgresUnavailable()))('leads of two instances in one Postgres (real server)', () => {
  let server: PostgresServer;
  let databaseUrl: string;
  let a: SiteInstance;
  let b: SiteInstance;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let accept = true;

  beforeAll(async () => {
    execFileSync(process.execPath, ['scripts/ensure-build.mjs'], { stdio: 'inherit' });
    server = await startPostgres();
    databaseUrl = await server.createMigratedDatabase('cluster_leads');
    receiver = await startWebhookReceiver(() => (accept ? 204 : 503));
    const env = {
      DATABASE_URL: databaseUrl,
      LEAD_WEBHOOK_URL: receiver.url,
      LEAD_WEBHOOK_SECRET: SECRET,
      LEAD_DELIVERY_BACKOFF_MAX: '200ms',
      RATE_LIMIT_FORMS_PER_MINUTE: '1000',
    };
    [a, b] = await Promise.all([startSite(env), startSite({ ...env, LEAD_DELIVERY_MAX_AGE: '1s' })]);
  }, 600_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await receiver?.stop();
    await server?.stop();
  });

  it('an inquiry posted through instance A is listed by `npm run leads` with DATABASE_URL', async () => {
    const inquiry = {
      name: 'Linh Pham',
      company: 'Mekong Rails',
      email: 'linh@mekongrails.example',
      message: 'Series A in June; we need tier-1 coverage in Singapore.',
    };
    const response = await postInquiry(a, inquiry);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    // Acknowledged means committed: listed at once, nothing to wait for.
    expect(await leads(['--kind', 'inquiry'], databaseUrl)).toEqual([
      { kind: 'inquiry', createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), ...inquiry },
    ]);
  });

  /** Every stored lead's webhook arrives exactly once, signed, and nothing is left undelivered. */
  async function expectEachDeliveredOnce(): Promise<void> {
    const total = (await leads([], databaseUrl)).length;
    await eventually(() => receiver.calls.length >= total);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const ids = receiver.calls.map((call) => call.headers['webhook-id']);
    expect(ids).toHaveLength(total);
    expect(new Set(ids).size).toBe(total);
    for (const call of receiver.calls) {
      expect(new Webhook(SECRET).verify(call.body, call.headers as Record<string, string>)).toMatchObject({ kind: 'inquiry' });
    }
    expect(await leads(['--undelivered'], databaseUrl)).toEqual([]);
  }

  it('inquiries through both instances are all stored and each webhook goes out once, from either instance', async () => {
    const before = (await leads([], databaseUrl)).length;
    const responses = await Promise.all(Array.from({ length: 40 }, (_, n) => postInquiry(n % 2 ? a : b, founder(n))));
    expect(responses.map((r) => r.status)).toEqual(Array(40).fill(200));
    const stored = await leads([], databaseUrl);
    expect(stored).toHaveLength(before + 40);
    expect(new Set(stored.map((lead) => lead.email)).size).toBe(before + 40);
    await expectEachDeliveredOnce();
  });

  it.skipIf(skipMessage(nginxUnavailable()))('200 concurrent inquiries through nginx are all acknowledged and all stored', async () => {
    const nginx = await startNginx({ upstreams: [a, b].map((site) => `127.0.0.1:${site.port}`) });
    try {
      const before = (await leads([], databaseUrl)).length;
      const responses = await Promise.all(Array.from({ length: 200 }, (_, n) => postInquiry(nginx, founder(1000 + n))));
      expect(responses.map((r) => r.status)).toEqual(Array(200).fill(200));
      const emails = (await leads([], databaseUrl)).slice(before).map((lead) => lead.email);
      expect(new Set(emails)).toEqual(new Set(Array.from({ length: 200 }, (_, n) => founder(1000 + n).email)));
      await expectEachDeliveredOnce();
    } finally {
      await nginx.stop();
    }
  });

  it('health on both instances counts the deliveries that failed in the shared outbox', async () => {
    const health = async (site: SiteInstance) => (await fetch(`${site.url}/api/health`)).json();
    expect(await health(a)).toMatchObject({ status: 'ok', failedDeliveries: 0 });
    accept = false;
    // Only B gives up after a second; A keeps retrying but B claims the job too.
    const response = await postInquiry(b, { name: 'Late', company: 'Never', email: 'late@never.example', message: 'x' });
    expect(response.status).toBe(200);
    await eventually(async () => (await health(a)).failedDeliveries === 1);
    expect(await health(b)).toMatchObject({ failedDeliveries: 1 });
    expect(await leads(['--undelivered'], databaseUrl)).toMatchObject([
      { email: 'late@never.example', status: 'failed', lastError: 'The webhook answered 503.' },
    ]);
  });
});
