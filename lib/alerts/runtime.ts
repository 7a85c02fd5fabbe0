import 'server-only';
import { serverEnv } from '@/lib/config/env';
import { onShutdown } from '@/lib/lifecycle/shutdown';
import { readArticleFolder } from '@/lib/newsroom/articles';
import { nextDigestAt, releasedSnapshots } from './releases';
import { mailSettings } from './settings';
import { closeAlertStore, getAlertStore } from '@/lib/store/alerts';
import { AlertWorker, smtpSender } from './worker';

const CLEANUP_MS = 60 * 60_000;
const CONCURRENCY = 4;

const KEY = Symbol.for('kairo-pr.release-alerts');
const holder = globalThis as { [KEY]?: { timers: NodeJS.Timeout[]; worker?: AlertWorker; close?: () => void } };

/** One look at the newsroom: releases out now that alerts have not decided yet get their jobs. */
async function checkForReleases(now = new Date()) {
  const { articles } = readArticleFolder();
  return getAlertStore().publish(releasedSnapshots(articles, now.getTime()), now, nextDigestAt(now, serverEnv().ALERTS_DIGEST_HOUR));
}

function every(ms: number, what: string, run: () => Promise<unknown>): NodeJS.Timeout {
  const timer = setInterval(() => void run().catch((error) => console.error(`[release alerts] ${what} failed:`, error)), ms);
  timer.unref();
  return timer;
}

/**
 * Start-up (docs/behaviour.md#release-alerts): forgets expired unconfirmed addresses now and hourly,
 * and, where alerts can be sent (SMTP_URL and ALERTS_EMAIL_FROM), checks for new releases every
 * ALERTS_CHECK_INTERVAL and sends the outbox. Every instance does this; the store makes each alert go once.
 */
export async function startReleaseAlerts(): Promise<void> {
  const env = serverEnv();
  const store = getAlertStore();
  const forget = () => store.forgetUnconfirmed(new Date());
  await forget();
  const timers = [every(CLEANUP_MS, 'forgetting unconfirmed addresses', forget)];
  const mail = mailSettings();
  if (!mail || !env.SMTP_URL) {
    holder[KEY] = { timers };
    onShutdown('release-alerts', stopReleaseAlerts, 'stop');
    return;
  }
  await checkForReleases();
  timers.push(every(env.ALERTS_CHECK_INTERVAL, 'checking for releases', () => checkForReleases()));
  const sender = smtpSender(env.SMTP_URL, CONCURRENCY);
  const worker = new AlertWorker({
    store,
    mail,
    send: sender.send,
    concurrency: CONCURRENCY,
    maxAgeMs: env.LEAD_DELIVERY_MAX_AGE,
    backoff: { baseMs: Math.min(5000, env.LEAD_DELIVERY_BACKOFF_MAX), capMs: env.LEAD_DELIVERY_BACKOFF_MAX },
  });
  worker.start();
  holder[KEY] = { worker, timers, close: sender.close };
  onShutdown('release-alerts', stopReleaseAlerts, 'stop');
}

/** Takes no new mail, waits for those in flight, and closes the store. */
async function stopReleaseAlerts(): Promise<void> {
  const current = holder[KEY];
  delete holder[KEY];
  if (!current) return;
  for (const timer of current.timers) clearInterval(timer);
  await current.worker?.stop();
  current.close?.();
  await closeAlertStore();
}
