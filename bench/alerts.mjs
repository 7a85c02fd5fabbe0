#!/usr/bin/env node
/**
 * Release alerts at scale: one release published to N confirmed subscribers (default 10,000), sent
 * through the alert worker to a local SMTP sink (smtp-server), once on the embedded SQLite store and
 * once on a real Postgres (started by the cluster tests' harness, test/servers/postgres.ts) with two
 * workers draining one outbox, as two instances do. Prints per store the time to queue (the publish
 * decision and its N outbox jobs), the time to send them all, the peak resident memory, and whether
 * every subscriber got exactly one mail. No site server is needed: the TypeScript sources run
 * in-process through Vite's module runner.
 *
 *   node bench/alerts.mjs [subscribers]      # or: npm run bench -- --only alerts --alert-subscribers N
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createJiti } from 'jiti';
import pg from 'pg';
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
function seedSqlite(openDatabase, dataDir, count) {
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

async function seedPostgres(connectionString, count) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO alert_subscribers (email, locale, languages, topics, frequency, created_at, confirmed_at, token_nonce)
       SELECT 'desk' || i || '@press.example', 'en', '["en"]', $1, 'instant', now(), now(), 'nonce' || i FROM generate_series(0, $2 - 1) AS i`,
      [JSON.stringify([TOPIC]), count],
    );
  } finally {
    await client.end();
  }
}

/**
 * The store under test with N subscribers in it, and how many workers drain its outbox: SQLite in a
 * temporary folder with one (one instance), or a migrated database on a fresh Postgres with two.
 */
async function openStore(kind, subscribers, cleanups) {
  if (kind === 'sqlite') {
    const [{ openDatabase }, { createSqliteAlertStore }] = await Promise.all([
      loadSource(root, 'lib/store/sqlite/open.ts'),
      loadSource(root, 'lib/store/sqlite/alert-store.ts'),
    ]);
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kairo-alerts-bench-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    seedSqlite(openDatabase, dataDir, subscribers);
    const store = createSqliteAlertStore({ dataDir });
    cleanups.push(() => store.close());
    return { store, workers: 1, label: 'SQLite (embedded), one worker' };
  }
  const [{ startPostgres }, { createPostgresAlertStore }] = await Promise.all([
    // jiti as in bench/cluster.mjs: the harness imports its migrations lazily, after Vite's runner has closed.
    createJiti(import.meta.url).import(path.join(root, 'test', 'servers', 'postgres.ts')),
    loadSource(root, 'lib/store/postgres/alert-store.ts'),
  ]);
  const server = await startPostgres();
  cleanups.push(() => server.stop());
  const connectionString = await server.createMigratedDatabase('bench_alerts');
  await seedPostgres(connectionString, subscribers);
  const store = createPostgresAlertStore({ connectionString, poolMax: 10 });
  cleanups.push(() => store.close());
  return { store, workers: 2, label: 'Postgres, two workers (as two instances)' };
}

async function measure(kind, subscribers, modules) {
  const { AlertWorker, smtpSender, alertKey } = modules;
  const cleanups = [];
  const sink = await startSink();
  cleanups.push(() => sink.stop());
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
  cleanups.push(() => clearInterval(sampler));
  try {
    const { store, workers: workerCount, label } = await openStore(kind, subscribers, cleanups);
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
    const workers = Array.from({ length: workerCount }, () => {
      const sender = smtpSender(sink.url, CONCURRENCY);
      cleanups.push(() => sender.close());
      return new AlertWorker({
        store,
        mail: { from: 'newsroom@alerts.kairo-pr.example', brand: 'Kairo PR', siteUrl: 'https://kairo-pr.example', mediaContact: 'press@kairo-pr.example', key: alertKey('bench'.repeat(8)) },
        send: sender.send,
        concurrency: CONCURRENCY,
        maxAgeMs: 3_600_000,
        backoff: { baseMs: 100, capMs: 1000 },
      });
    });
    const sendStart = performance.now();
    const passes = await Promise.all(workers.map((worker) => worker.runPass()));
    const sendMs = performance.now() - sendStart;
    const sent = passes.reduce((sum, pass) => sum + pass.sent, 0);
    const again = await store.publish([release], new Date(), new Date());
    const counts = [...sink.perRecipient.values()];
    return {
      store: label,
      subscribers,
      queued: published.queued,
      queueMs: Math.round(queueMs),
      sendMs: Math.round(sendMs),
      mailsPerSecond: Math.round(sent / (sendMs / 1000)),
      sentPerWorker: passes.map((pass) => pass.sent),
      retried: passes.reduce((sum, pass) => sum + pass.retried, 0),
      recipients: sink.perRecipient.size,
      peakRssMB: Math.round(peakRss / 1024 / 1024),
      secondPublishQueued: again.queued,
      exactlyOnce: sink.perRecipient.size === subscribers && counts.every((n) => n === 1),
      concurrency: CONCURRENCY,
    };
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
}

export async function run(ctx = {}) {
  const subscribers = ctx.alertSubscribers ?? Number(process.argv[2] ?? 10_000);
  const [{ AlertWorker, smtpSender }, { alertKey }] = await Promise.all([
    loadSource(root, 'lib/alerts/worker.ts'),
    loadSource(root, 'lib/alerts/tokens.ts'),
  ]);
  const modules = { AlertWorker, smtpSender, alertKey };
  const sqlite = await measure('sqlite', subscribers, modules);
  const postgres = await measure('postgres', subscribers, modules);
  return { sqlite, postgres, exactlyOnce: sqlite.exactlyOnce && postgres.exactlyOnce };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const result = await run();
  console.log(JSON.stringify(result, null, 2));
  for (const one of [result.sqlite, result.postgres])
    console.log(
      `${one.store}: ${one.subscribers.toLocaleString('en-US')} subscribers queued in ${one.queueMs} ms, sent in ${one.sendMs} ms ` +
        `(${one.mailsPerSecond}/s), peak RSS ${one.peakRssMB} MB, every one exactly once: ${one.exactlyOnce}`,
    );
  if (!result.exactlyOnce) process.exitCode = 1;
}
