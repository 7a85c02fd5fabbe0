#!/usr/bin/env node
/**
 * Release alerts at scale: one release published to N confirmed subscribers (default 10,000) on the
 * embedded SQLite store, sent through the alert worker to a local SMTP sink (smtp-server). Prints the
 * time to queue (the publish decision and its N outbox jobs), the time to send them all, the peak
 * resident memory, and whether every subscriber got exactly one mail. No site server is needed: the
 * TypeScript sources run in-process through Vite's module runner.
 *
 *   node bench/alerts.mjs [subscribers]      # or: npm run bench -- --only alerts --alert-subscribers N
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { loadSource } from './lib/sources.mjs';

export const title = 'Release alerts: one release to many subscribers';
export const needs = [];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONCURRENCY = 4;
const TOPIC = 'Kairo Newsroom';

/** An SMTP sink that counts each recipient's messages and keeps nothing else. */
async function startSink() {
  const perRecipient = new Map();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        for (const { address } of session.envelope.rcptTo) perRecipient.set(address, (perRecipient.get(address) ?? 0) + 1);
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address();
  return { url: `smtp://127.0.0.1:${port}`, perRecipient, stop: () => new Promise((resolve) => server.close(resolve)) };
}

/** Confirmed subscribers written straight into the tables in one transaction (the set-up is not measured). */
function seedSubscribers(openDatabase, dataDir, count) {
  const db = openDatabase(dataDir);
  const insert = db.prepare(
    `INSERT INTO alert_subscribers (email, locale, languages, topics, frequency, created_at, confirmed_at, token_nonce)
     VALUES (?, 'en', '["en"]', ?, 'instant', ?, ?, ?)`,
  );
  const now = new Date().toISOString();
  db.transaction(() => {
    for (let i = 0; i < count; i++) insert.run(`desk${i}@press.example`, JSON.stringify([TOPIC]), now, now, `nonce${i}`);
  })();
  db.close();
}

export async function run(ctx = {}) {
  const subscribers = ctx.alertSubscribers ?? Number(process.argv[2] ?? 10_000);
  const [{ openDatabase }, { createSqliteAlertStore }, { AlertWorker, smtpSender }, { alertKey }] = await Promise.all([
    loadSource(root, 'lib/db/open.ts'),
    loadSource(root, 'lib/alerts/sqlite-store.ts'),
    loadSource(root, 'lib/alerts/worker.ts'),
    loadSource(root, 'lib/alerts/tokens.ts'),
  ]);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kairo-alerts-bench-'));
  const sink = await startSink();
  const store = createSqliteAlertStore({ dataDir });
  const sender = smtpSender(sink.url, CONCURRENCY);
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
  try {
    seedSubscribers(openDatabase, dataDir, subscribers);
    const now = new Date();
    await store.publish([], now, now); // the first start's baseline
    const release = {
      key: 'bench-release',
      category: TOPIC,
      versions: { en: { slug: 'bench-release', title: 'Kairo PR benchmarks its release alerts', description: 'One release to every subscriber, exactly once.', date: now.toISOString().slice(0, 10) } },
    };
    const queueStart = performance.now();
    const published = await store.publish([release], now, now);
    const queueMs = performance.now() - queueStart;
    const worker = new AlertWorker({
      store,
      mail: { from: 'newsroom@alerts.kairo-pr.example', brand: 'Kairo PR', siteUrl: 'https://kairo-pr.example', mediaContact: 'press@kairo-pr.example', key: alertKey('bench'.repeat(8)) },
      send: sender.send,
      concurrency: CONCURRENCY,
      maxAgeMs: 3_600_000,
      backoff: { baseMs: 100, capMs: 1000 },
    });
    const sendStart = performance.now();
    const pass = await worker.runPass();
    const sendMs = performance.now() - sendStart;
    const again = await store.publish([release], new Date(), new Date());
    const counts = [...sink.perRecipient.values()];
    const exactlyOnce = sink.perRecipient.size === subscribers && counts.every((n) => n === 1);
    return {
      subscribers,
      queued: published.queued,
      queueMs: Math.round(queueMs),
      sendMs: Math.round(sendMs),
      mailsPerSecond: Math.round(pass.sent / (sendMs / 1000)),
      sent: pass.sent,
      retried: pass.retried,
      recipients: sink.perRecipient.size,
      peakRssMB: Math.round(peakRss / 1024 / 1024),
      secondPublishQueued: again.queued,
      exactlyOnce,
      concurrency: CONCURRENCY,
      store: 'SQLite (embedded)',
    };
  } finally {
    clearInterval(sampler);
    sender.close();
    await store.close();
    await sink.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const result = await run();
  console.log(JSON.stringify(result, null, 2));
  console.log(
    `\n${result.subscribers.toLocaleString('en-US')} subscribers: queued in ${result.queueMs} ms, sent in ${result.sendMs} ms ` +
      `(${result.mailsPerSecond}/s), peak RSS ${result.peakRssMB} MB, every one exactly once: ${result.exactlyOnce}`,
  );
  if (!result.exactlyOnce) process.exitCode = 1;
}
