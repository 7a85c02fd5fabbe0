import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as unsubscribeRoute from '@/app/api/alerts/unsubscribe/route';
import { erasePersonalData, findPersonalData } from '@/lib/admin/privacy';
import type { Article } from '@/lib/newsroom/articles';
import { HIGH_RATE_LIMITS, makeTempDir, restoreTestEnv, setTestEnv } from '@/test/helpers/env';
import { startMailServer } from '@/test/helpers/mail-server';
import { submitSubscription } from './form';
import { confirmByToken } from './links';
import { nextDigestAt, releasedSnapshots } from './releases';
import { mailSettings } from './settings';
import { closeAlertStore, getAlertStore } from '@/lib/store/alerts';
import { AlertWorker, smtpSender } from './worker';

let temp: ReturnType<typeof makeTempDir>;
let mail: Awaited<ReturnType<typeof startMailServer>>;
const cleanups: (() => unknown)[] = [];

beforeEach(async () => {
  temp = makeTempDir();
  mail = await startMailServer();
  setTestEnv({
    DATA_DIR: temp.dir,
    SMTP_URL: mail.url,
    LEADS_EMAIL_TO: 'sales@kairo-pr.example',
    LEADS_EMAIL_FROM: 'site@kairo-pr.example',
    ALERTS_EMAIL_FROM: 'newsroom@alerts.kairo-pr.example',
    ...HIGH_RATE_LIMITS,
  });
});
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
  await closeAlertStore();
  await mail.stop();
  restoreTestEnv();
  temp.remove();
});

const browser = { headers: new Headers({ origin: 'http://localhost:3000', host: 'localhost:3000', 'sec-fetch-site': 'same-origin' }) };

function form(values: Record<string, string | string[]>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) for (const one of [value].flat()) data.append(name, one);
  return data;
}

function article(key: string, locale: Article['locale'], extra: Partial<Article> = {}): Article {
  return {
    title: `Release ${key} in ${locale}`,
    slug: `${key}-${locale}`,
    date: '2026-11-27',
    category: 'Kairo Newsroom',
    description: `What release ${key} announces, written in ${locale} for the press.`,
    author: 'Kairo PR',
    locale,
    translationKey: key,
    body: `**SINGAPORE, November 27, 2026** — ${key} opens with its dateline.`,
    readingMinutes: 1,
    file: `content/newsroom/${key}.md`,
    ...extra,
  };
}

/** A header as the server sent it (mailparser folds the List-* headers into one object). */
function header(parsed: { headerLines: readonly { key: string; line: string }[] }, name: string): string {
  const line = parsed.headerLines.find((entry) => entry.key === name)?.line ?? '';
  return line.slice(line.indexOf(':') + 1).trim();
}

function worker(now?: () => Date): AlertWorker {
  const sender = smtpSender(mail.url, 2);
  const instance = new AlertWorker({
    store: getAlertStore(),
    mail: mailSettings()!,
    send: sender.send,
    concurrency: 2,
    maxAgeMs: 60_000,
    backoff: { baseMs: 10, capMs: 50 },
    now,
  });
  cleanups.push(() => sender.close());
  return instance;
}

const publish = (articles: Article[], now = new Date()) =>
  getAlertStore().publish(releasedSnapshots(articles, now.getTime()), now, nextDigestAt(now, 8));

const mailsTo = (address: string) => mail.received.filter((m) => m.envelope.rcptTo.some((r) => r.address === address));

async function subscribe(email: string, locale: string, languages: string[], topics = ['Kairo Newsroom']) {
  const state = await submitSubscription(browser, form({ email, locale, languages, topics, frequency: 'instant' }));
  expect(state).toEqual({ status: 'sent' });
}

function linkIn(text: string, path: string): string {
  const found = text.split(/\s/).find((word) => word.includes(path));
  if (!found) throw new Error(`no ${path} link in:\n${text}`);
  return found;
}

describe('release alerts through a real SMTP server', () => {
  it('subscribe, confirm, publish: one alert per matching subscriber, in their language, and never twice', async () => {
    await publish([article('archive', 'en')]); // the first start's baseline: nothing is sent for it
    await subscribe('ko@press.example', 'ko', ['ko', 'en']);
    await subscribe('en@press.example', 'en', ['en']);
    await subscribe('ja@press.example', 'ja', ['ja']);
    await subscribe('other@press.example', 'en', ['en'], ['Promotion']);
    await subscribe('unconfirmed@press.example', 'en', ['en']);
    await worker().runPass();
    expect(mail.received).toHaveLength(5);
    const confirmation = mailsTo('ko@press.example')[0].mail;
    expect(confirmation.subject).toContain('구독');
    for (const address of ['ko@press.example', 'en@press.example', 'ja@press.example', 'other@press.example']) {
      const token = new URL(linkIn(mailsTo(address)[0].mail.text!, '/alerts/confirm')).searchParams.get('token');
      expect(await confirmByToken(token)).toBe(true);
      expect(await confirmByToken(token)).toBe(false); // single use
    }
    mail.received.length = 0;

    const release = [article('archive', 'en'), article('launch', 'en'), article('launch', 'ko')];
    expect(await publish(release)).toMatchObject({ published: 1, queued: 2 });
    await worker().runPass();
    expect(mail.received).toHaveLength(2);
    const korean = mailsTo('ko@press.example');
    expect(korean).toHaveLength(1);
    expect(korean[0].mail.subject).toBe('Release launch in ko');
    expect(korean[0].mail.text).toContain('http://localhost:3000/ko/prstudio/launch-ko');
    expect(korean[0].mail.html).toContain('lang="ko"');
    expect(korean[0].mail.text).toContain('SINGAPORE, November 27, 2026 — What release launch announces');
    expect(header(korean[0].mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(korean[0].mail.messageId).toMatch(/@alerts\.kairo-pr\.example>$/);
    expect(korean[0].mail.html).not.toContain('<img');
    expect(mailsTo('en@press.example')[0].mail.text).toContain('http://localhost:3000/prstudio/launch-en');
    expect(mailsTo('en@press.example')[0].mail.text).toContain('hello@kairo-pr.example');
    // Japanese only, and the release has no Japanese version.
    expect(mailsTo('ja@press.example')).toHaveLength(0);
    expect(mailsTo('unconfirmed@press.example')).toHaveLength(0);
    expect(mailsTo('other@press.example')).toHaveLength(0);

    mail.received.length = 0;
    expect(await publish(release)).toMatchObject({ published: 0, queued: 0 });
    await worker().runPass();
    expect(mail.received).toHaveLength(0);
  });

  it('a one-click unsubscribe POST stops the next alert', async () => {
    await publish([]);
    await subscribe('leaving@press.example', 'en', ['en']);
    await worker().runPass();
    const token = new URL(linkIn(mail.received[0].mail.text!, '/alerts/confirm')).searchParams.get('token');
    expect(await confirmByToken(token)).toBe(true);
    await publish([article('first', 'en')]);
    await worker().runPass();
    const alert = mailsTo('leaving@press.example').at(-1)!.mail;
    const url = header(alert, 'list-unsubscribe').slice(1, -1);
    const response = await unsubscribeRoute.POST(
      new Request(url, { method: 'POST', body: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
    );
    expect(response.status).toBe(200);
    mail.received.length = 0;
    await publish([article('first', 'en'), article('second', 'en')]);
    await worker().runPass();
    expect(mail.received).toHaveLength(0);
    expect(await getAlertStore().findByEmail('leaving@press.example')).toBeUndefined();
  });

  it('answers the same for a confirmed address and mails it a note instead of a new confirmation', async () => {
    await subscribe('known@press.example', 'en', ['en']);
    await worker().runPass();
    const token = new URL(linkIn(mail.received[0].mail.text!, '/alerts/confirm')).searchParams.get('token');
    await confirmByToken(token);
    await subscribe('Known@Press.example ', 'vi', ['vi']);
    await worker().runPass();
    expect(mail.received).toHaveLength(2);
    expect(mail.received[1].mail.text).toContain('/alerts/manage?token=');
    expect((await getAlertStore().findByEmail('known@press.example'))?.languages).toEqual(['en']);
  });

  it('holds an embargoed release until its time, then alerts once', async () => {
    await publish([]);
    await subscribe('desk@press.example', 'en', ['en']);
    await worker().runPass();
    await confirmByToken(new URL(linkIn(mail.received[0].mail.text!, '/alerts/confirm')).searchParams.get('token'));
    mail.received.length = 0;
    const ends = Date.now() + 3_600_000;
    const embargoed = [article('held', 'en', { embargo: new Date(ends).toISOString() })];
    expect(await publish(embargoed, new Date(ends - 60_000))).toMatchObject({ published: 0 });
    expect(await publish(embargoed, new Date(ends))).toMatchObject({ published: 1, queued: 1 });
    await worker().runPass();
    expect(mail.received).toHaveLength(0);
    await worker(() => new Date(ends + 1000)).runPass();
    expect(mail.received).toHaveLength(1);
  });

  it('sends a daily subscriber the day\'s releases together at the digest hour', async () => {
    await publish([]);
    const state = await submitSubscription(
      browser,
      form({ email: 'daily@press.example', locale: 'vi', languages: ['vi', 'en'], topics: ['Kairo Newsroom', 'Promotion'], frequency: 'daily' }),
    );
    expect(state.status).toBe('sent');
    await worker().runPass();
    await confirmByToken(new URL(linkIn(mail.received[0].mail.text!, '/alerts/confirm')).searchParams.get('token'));
    mail.received.length = 0;
    const now = new Date();
    await publish([article('one', 'en'), article('two', 'vi', { category: 'Promotion' })], now);
    await worker().runPass();
    expect(mail.received).toHaveLength(0);
    await worker(() => new Date(nextDigestAt(now, 8).getTime() + 1000)).runPass();
    expect(mail.received).toHaveLength(1);
    expect(mail.received[0].mail.subject).toContain('2');
    expect(mail.received[0].mail.text).toContain('http://localhost:3000/vi/prstudio/two-vi');
    expect(mail.received[0].mail.text).toContain('http://localhost:3000/prstudio/one-en');
  });

  it('erasure by e-mail removes the subscription and the mails still queued for it', async () => {
    await subscribe('erase.me@press.example', 'en', ['en']);
    expect((await findPersonalData('Erase.Me@press.example')).alertSubscription?.email).toBe('erase.me@press.example');
    expect(await erasePersonalData('erase.me@press.example')).toMatchObject({ alertSubscribers: 1, alertJobs: 1 });
    await worker().runPass();
    expect(mail.received).toHaveLength(0);
    expect(await getAlertStore().findByEmail('erase.me@press.example')).toBeUndefined();
  });

  it('refuses a form without a language or topic, naming the field', async () => {
    const state = await submitSubscription(browser, form({ email: 'a@press.example', locale: 'en', topics: ['Promotion'] }));
    expect(state).toMatchObject({ status: 'refused', fields: { languages: expect.any(String) } });
    expect(await getAlertStore().countSubscribers()).toEqual({ confirmed: 0, unconfirmed: 0 });
  });
});
