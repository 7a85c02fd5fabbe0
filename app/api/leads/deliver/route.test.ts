import { afterEach, describe, expect, it, vi } from 'vitest';
import { randomBytes } from 'node:crypto';
import * as healthRoute from '@/app/api/health/route';
import * as inquiryRoute from '@/app/api/inquiry/route';
import { openDatabase } from '@/lib/store/sqlite/open';
import { startLeadDelivery, stopLeadDelivery } from '@/lib/delivery';
import { apiRequest } from '@/test/helpers/api';
import { HIGH_RATE_LIMITS, makeTempDir, restoreTestEnv, setTestEnv } from '@/test/helpers/env';
import { startWebhookReceiver } from '@/test/helpers/webhook-receiver';
import * as deliverRoute from './route';

const TOKEN = 'deliver-token-0123456789';
const inquiry = { name: 'Mai Tran', company: 'Lumen Ledger', email: 'mai@lumenledger.example', message: 'Hello' };

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  await stopLeadDelivery();
  restoreTestEnv();
  while (cleanups.length) await cleanups.pop()!();
  vi.restoreAllMocks();
});

function environment(vars: Record<string, string>) {
  const temp = makeTempDir();
  cleanups.push(() => temp.remove());
  setTestEnv({ PROVIDER: 'embedded', DATA_DIR: temp.dir, LEADS_DELIVER_TOKEN: TOKEN, ...HIGH_RATE_LIMITS, ...vars });
  return {
    count: (table: string) => {
      const db = openDatabase(temp.dir);
      try {
        return db.prepare(`SELECT count(*) FROM ${table}`).pluck().get();
      } finally {
        db.close();
      }
    },
  };
}

const deliver = (headers: Record<string, string> = {}) =>
  deliverRoute.POST(apiRequest('/api/leads/deliver', undefined, { method: 'POST', headers }));

describe('POST /api/leads/deliver', () => {
  it('refuses without the token, and with it runs one delivery pass and returns its counts', async () => {
    let status = 503;
    const receiver = await startWebhookReceiver(() => status);
    cleanups.push(() => receiver.stop());
    environment({ LEAD_WEBHOOK_URL: receiver.url, LEAD_WEBHOOK_SECRET: `whsec_${randomBytes(24).toString('base64')}` });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect((await inquiryRoute.POST(apiRequest('/api/inquiry', inquiry))).status).toBe(200);

    for (const headers of [
      {} as Record<string, string>,
      { authorization: 'Bearer wrong-token-0123456789' },
      { authorization: TOKEN },
    ]) {
      const refused = await deliver(headers);
      expect(refused.status).toBe(401);
      expect(refused.headers.get('www-authenticate')).toBe('Bearer');
    }
    expect(receiver.calls).toHaveLength(0);

    const first = await deliver({ authorization: `Bearer ${TOKEN}` });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ delivered: 0, retried: 1, failed: 0 });
    status = 204;
    // The retry is not due yet: the pass finds nothing to send.
    expect(await (await deliver({ authorization: `Bearer ${TOKEN}` })).json()).toEqual({
      delivered: 0,
      retried: 0,
      failed: 0,
    });
    expect(receiver.calls).toHaveLength(1);
    expect(await (await healthRoute.GET()).json()).toMatchObject({ status: 'ok', failedDeliveries: 0 });
  });

  it('refuses every caller while LEADS_DELIVER_TOKEN is unset', async () => {
    environment({ LEADS_DELIVER_TOKEN: '' });
    expect((await deliver({ authorization: `Bearer ${TOKEN}` })).status).toBe(401);
  });
});

describe('with neither channel configured', () => {
  it('stores leads as before, with no job, no delivery and no error', async () => {
    const errors = vi.spyOn(console, 'error');
    const warnings = vi.spyOn(console, 'warn');
    const store = environment({});
    startLeadDelivery();
    for (let i = 0; i < 3; i++) {
      expect((await inquiryRoute.POST(apiRequest('/api/inquiry', { ...inquiry, message: `n${i}` }))).status).toBe(200);
    }
    expect(await (await deliver({ authorization: `Bearer ${TOKEN}` })).json()).toEqual({
      delivered: 0,
      retried: 0,
      failed: 0,
    });
    expect(await (await healthRoute.GET()).json()).toEqual({
      status: 'ok',
      provider: 'embedded',
      database: 'ok',
      failedDeliveries: 0,
    });
    expect(store.count('submissions')).toBe(3);
    expect(store.count('delivery_jobs')).toBe(0);
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();
  });
});
