/**
 * Release alerts from two instances of one build on one Postgres (docs/behaviour.md#release-alerts):
 * both look for releases and send the outbox, yet a release written into the shared content folder
 * reaches each confirmed subscriber once, the unconfirmed get nothing, publishing the same release
 * again sends nothing, and a one-click unsubscribe posted to either instance stops the next alert.
 * Subscribing and confirming run in this process against the same database, as the form's action would.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitSubscription } from '@/lib/alerts/form';
import { confirmByToken } from '@/lib/alerts/links';
import { closeAlertStore } from '@/lib/store/alerts';
import { HIGH_RATE_LIMITS, makeTempDir, restoreTestEnv, setTestEnv } from '@/test/helpers/env';
import { startMailServer, type ReceivedMail } from '@/test/helpers/mail-server';
import { startSite, type SiteInstance } from '@/test/servers/next';
import { postgresUnavailable, startPostgres, type PostgresServer } from '@/test/servers/postgres';
import { skipMessage } from '@/test/servers/skip';

const TOPIC = 'Kairo Newsroom';
const SUBSCRIBERS = Array.from({ length: 12 }, (_, n) => `desk${n}@press${n}.example`);
const UNCONFIRMED = 'never-confirmed@press.example';

function release(key: string, title: string, summary: string): string {
  return `---
title: "${title}"
slug: ${key}
date: 2026-11-27
category: ${TOPIC}
description: "${summary}"
author: Kairo Newsroom
---

**SINGAPORE, November 27, 2026** — ${summary} The release continues with what it means for the region.
`;
}

async function eventually(check: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`${what}: not in time`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(skipMessage(postgresUnavailable()))('release alerts of two instances on one Postgres (real servers)', () => {
  let postgres: PostgresServer;
  let mail: Awaited<ReturnType<typeof startMailServer>>;
  let content: ReturnType<typeof makeTempDir>;
  let sites: SiteInstance[] = [];

  const mailsTo = (address: string, subject?: RegExp): ReceivedMail[] =>
    mail.received.filter(
      (m) => m.envelope.rcptTo.some((r) => r.address === address) && (!subject || subject.test(m.mail.subject ?? '')),
    );
  const publish = (key: string, title: string, summary: string) =>
    writeFileSync(path.join(content.dir, 'newsroom', `${key}.md`), release(key, title, summary));

  beforeAll(async () => {
    execFileSync(process.execPath, ['scripts/ensure-build.mjs'], { stdio: 'inherit' });
    postgres = await startPostgres();
    const databaseUrl = await postgres.createMigratedDatabase('cluster_alerts');
    mail = await startMailServer();
    content = makeTempDir('kairo-alert-content-');
    cpSync('content', content.dir, { recursive: true });
    const env = {
      DATABASE_URL: databaseUrl,
      BETTER_AUTH_SECRET: randomBytes(32).toString('base64'),
      SMTP_URL: mail.url,
      LEADS_EMAIL_TO: 'sales@kairo-pr.example',
      LEADS_EMAIL_FROM: 'site@kairo-pr.example',
      ALERTS_EMAIL_FROM: 'newsroom@alerts.kairo-pr.example',
      ALERTS_CHECK_INTERVAL: '300ms',
      LEAD_DELIVERY_BACKOFF_MAX: '200ms',
      ...HIGH_RATE_LIMITS,
    };
    setTestEnv(env);
    sites = await Promise.all([0, 1].map(() => startSite({ ...env, CONTENT_DIR: content.dir })));
  }, 240_000);

  afterAll(async () => {
    await Promise.all(sites.map((site) => site.stop()));
    await closeAlertStore();
    restoreTestEnv();
    await mail?.stop();
    await postgres?.stop();
    content?.remove();
  });

  it('sends each alert once, nothing to the unconfirmed, nothing on a second publish, nothing after unsubscribing', async () => {
    const browser = { headers: new Headers({ origin: 'http://localhost:3000', host: 'localhost:3000', 'sec-fetch-site': 'same-origin' }) };
    for (const email of [...SUBSCRIBERS, UNCONFIRMED]) {
      const data = new FormData();
      for (const [name, value] of [['email', email], ['locale', 'en'], ['languages', 'en'], ['topics', TOPIC], ['frequency', 'instant']])
        data.append(name, value);
      expect(await submitSubscription(browser, data)).toEqual({ status: 'sent' });
    }
    // The instances' workers send the confirmations from the shared outbox.
    await eventually(() => [...SUBSCRIBERS, UNCONFIRMED].every((email) => mailsTo(email).length === 1), 'confirmation mails');
    for (const email of SUBSCRIBERS) {
      const link = (mailsTo(email)[0].mail.text ?? '').split(/\s/).find((word) => word.includes('/alerts/confirm'));
      expect(await confirmByToken(new URL(link!).searchParams.get('token') ?? '')).toBe(true);
    }

    publish('cluster-alert-one', 'Harbour Pay opens its Singapore office', 'Harbour Pay opens an office in Singapore.');
    const first = /Harbour Pay opens its Singapore office/;
    await eventually(() => SUBSCRIBERS.every((email) => mailsTo(email, first).length >= 1), 'first alert');
    // Edited and seen again by both instances: the unique key per subscriber and release holds.
    publish('cluster-alert-one', 'Harbour Pay opens its Singapore office', 'Harbour Pay opens an office in Singapore, edited.');
    await settle(2_000);
    for (const email of SUBSCRIBERS) expect(mailsTo(email, first)).toHaveLength(1);
    expect(mailsTo(UNCONFIRMED)).toHaveLength(1);

    const line = mailsTo(SUBSCRIBERS[0], first)[0].mail.headerLines.find((entry) => entry.key === 'list-unsubscribe')?.line ?? '';
    const target = new URL(line.slice(line.indexOf('<') + 1, line.indexOf('>')));
    const answer = await fetch(`${sites[1].url}${target.pathname}${target.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(answer.status).toBeLessThan(300);

    publish('cluster-alert-two', 'Harbour Pay names a head of compliance', 'Harbour Pay names its first head of compliance.');
    const second = /Harbour Pay names a head of compliance/;
    await eventually(() => SUBSCRIBERS.slice(1).every((email) => mailsTo(email, second).length >= 1), 'second alert');
    await settle(2_000);
    for (const email of SUBSCRIBERS.slice(1)) expect(mailsTo(email, second)).toHaveLength(1);
    expect(mailsTo(SUBSCRIBERS[0], second)).toHaveLength(0);
    expect(mailsTo(UNCONFIRMED)).toHaveLength(1);
  });
});
