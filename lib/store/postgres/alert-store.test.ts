import { describe, expect, it } from 'vitest';
import { nextDigestAt } from '@/lib/alerts/releases';
import { alertKey } from '@/lib/alerts/tokens';
import type { AlertStore, ReleaseSnapshot } from '@/lib/store/alert-store';
import { AlertWorker, smtpSender } from '@/lib/alerts/worker';
import { startMailServer } from '@/test/helpers/mail-server';
import { postgresUnavailable } from '@/test/servers/postgres';
import { postgresForSuite } from '@/test/servers/postgres-suite';
import { skipMessage } from '@/test/servers/skip';
import { createPostgresAlertStore } from './alert-store';

const release = (key: string, category = 'Kairo Newsroom'): ReleaseSnapshot => ({
  key,
  category,
  versions: { en: { slug: key, title: `Release ${key}`, description: `About ${key}.`, date: '2026-11-27' } },
});

/** Two instances of the site share one Postgres: each has its own pool, store and sending worker. */
describe.skipIf(skipMessage(postgresUnavailable()))('release alerts on Postgres, two instances', () => {
  const server = postgresForSuite();

  async function confirmedSubscribers(store: AlertStore, count: number, now: Date) {
    for (let i = 0; i < count; i++) {
      const nonce = `n${i}`;
      await store.subscribe(
        { email: `desk${i}@press.example`, locale: 'en', languages: ['en'], topics: ['Kairo Newsroom'], frequency: 'instant' },
        { nonce, expiresAt: new Date(now.getTime() + 60_000) },
        now,
      );
      const subscriber = await store.findByEmail(`desk${i}@press.example`);
      expect(await store.confirm(subscriber!.id, nonce, now)).toBe(true);
    }
  }

  it('decides each release once and sends each subscriber exactly one alert for it', async () => {
    const url = await server().createMigratedDatabase('alerts_cluster');
    const mail = await startMailServer();
    const stores = [0, 1].map((i) => createPostgresAlertStore({ connectionString: `${url}?application_name=instance-${i}`, poolMax: 4 }));
    const senders = stores.map(() => smtpSender(mail.url, 2));
    try {
      const now = new Date();
      const digestAt = nextDigestAt(now, 8);
      // Both instances start together on an empty database: one records the baseline.
      const baselines = await Promise.all(stores.map((store) => store.publish([release('archive')], now, digestAt)));
      expect(baselines.map((result) => result.baseline).sort()).toEqual([0, 1]);
      await confirmedSubscribers(stores[0], 20, now);
      const unconfirmed = await stores[1].subscribe(
        { email: 'late@press.example', locale: 'en', languages: ['en'], topics: ['Kairo Newsroom'], frequency: 'instant' },
        { nonce: 'x', expiresAt: new Date(now.getTime() + 60_000) },
        now,
      );
      expect(unconfirmed).toBe('new');
      const releases = [release('archive'), release('launch'), release('other', 'Promotion')];
      const published = await Promise.all(stores.map((store) => store.publish(releases, now, digestAt)));
      expect(published.reduce((sum, result) => sum + result.queued, 0)).toBe(20);
      const settings = { from: 'news@alerts.example', brand: 'Kairo PR', siteUrl: 'https://kairo.example', mediaContact: 'press@kairo.example', key: alertKey('k'.repeat(32)) };
      const workers = stores.map(
        (store, i) =>
          new AlertWorker({ store, mail: settings, send: senders[i].send, concurrency: 2, maxAgeMs: 60_000, backoff: { baseMs: 10, capMs: 50 } }),
      );
      await Promise.all(workers.map((worker) => worker.runPass()));
      const alerts = mail.received.filter((m) => m.mail.subject === 'Release launch');
      expect(alerts).toHaveLength(20);
      expect(new Set(alerts.map((m) => m.envelope.rcptTo[0].address)).size).toBe(20);
      expect(mail.received.filter((m) => m.envelope.rcptTo[0].address === 'late@press.example' && m.mail.subject === 'Release launch')).toHaveLength(0);
      // A second publish of the same releases, from either instance, queues nothing.
      const again = await Promise.all(stores.map((store) => store.publish(releases, now, digestAt)));
      expect(again.map((result) => result.queued)).toEqual([0, 0]);
      expect(await stores[1].countSubscribers()).toEqual({ confirmed: 20, unconfirmed: 1 });
      expect(await stores[1].eraseByEmail('DESK0@press.example ')).toMatchObject({ subscribers: 1 });
      expect(await stores[0].forgetUnconfirmed(new Date(now.getTime() + 120_000))).toBe(1);
    } finally {
      for (const sender of senders) sender.close();
      await Promise.all(stores.map((store) => store.close()));
      await mail.stop();
    }
  }, 60_000);
});
