#!/usr/bin/env node
/**
 * Cluster benchmark: the site as deployed in cluster mode (server.mjs instances on one Postgres and
 * one Redis, nginx from deploy/nginx.conf in front), measured through nginx:
 *
 * * for one and for two instances: inquiry throughput (req/s, p50/p99, and every acknowledged
 *   inquiry stored in Postgres) and chat first-event latency (p50/p99);
 * * a prerendered page through nginx with and without its one-second micro-cache, against nginx
 *   serving the same HTML as a static file (target: the micro-cache within 2x of static).
 *
 *   node bench/cluster.mjs            # or: npm run bench -- --only cluster
 *
 * Postgres, Redis and nginx are started with the cluster tests' own harness (test/servers/, loaded
 * with jiti), each on a free port in a temporary folder. Each instance has a DATA_DIR of its own, as
 * on separate machines: leads and conversations are in Postgres.
 * BENCH_DURATION (seconds, default 5) and BENCH_CONNECTIONS (default 20) tune the load steps.
 */
import autocannon from 'autocannon';
import { createJiti } from 'jiti';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { run as runChat } from './chat-stream.mjs';
import { postInquiries } from './inquiry-load.mjs';
import { startSite } from './lib/processes.mjs';
import { round } from './lib/stats.mjs';

export const title = 'Cluster through nginx (Postgres, Redis, one and two instances)';
export const needs = [];
export const timeoutSeconds = 900;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PAGE = '/about';
const WARM_UP_REQUESTS = 200;

const jiti = createJiti(import.meta.url);
const harness = async (name) => jiti.import(path.join(root, 'test', 'servers', `${name}.ts`));

function percentile(values, p) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (!sorted.length) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

async function countInquiries(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query("SELECT count(*)::int AS n FROM submissions WHERE kind = 'inquiry'");
    return rows[0].n;
  } finally {
    await client.end();
  }
}

async function inquiryThroughput(url, databaseUrl, { durationSeconds, connections }) {
  const warmUp = await postInquiries(url, { connections, amount: WARM_UP_REQUESTS });
  const amount = Math.max(500, Math.round((WARM_UP_REQUESTS / Math.max(warmUp.duration, 0.1)) * durationSeconds));
  const before = await countInquiries(databaseUrl);
  const result = await postInquiries(url, { connections, amount });
  const stored = (await countInquiries(databaseUrl)) - before;
  return {
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.total / result.duration),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    acknowledged: result['2xx'],
    failed: result.non2xx + result.errors + result.timeouts,
    stored,
    storedEqualsAcknowledged: stored === result['2xx'],
  };
}

async function chatFirstEvent(url) {
  const chat = await runChat({ url });
  const firstEvents = chat.samples.map((sample) => sample.firstEventMs);
  return {
    questions: chat.questions,
    failed: chat.failed,
    firstEventP50Ms: round(percentile(firstEvents, 50), 1),
    firstEventP99Ms: round(percentile(firstEvents, 99), 1),
  };
}

function pageLoad(url, { durationSeconds, connections }) {
  return new Promise((resolve, reject) => {
    autocannon({ url: url + PAGE, connections, duration: durationSeconds, timeout: 10 }, (error, result) =>
      error
        ? reject(error)
        : resolve({
            requestsPerSecond: Math.round(result.requests.total / result.duration),
            latencyP50Ms: result.latency.p50,
            latencyP99Ms: result.latency.p99,
            non2xx: result.non2xx,
            errors: result.errors,
          }),
    );
  });
}

/** nginx serving one HTML file from disk, configured like the deployment (one worker, no access log). */
function staticConfig(html) {
  return (dir, port) => {
    mkdirSync(path.join(dir, 'www'));
    writeFileSync(path.join(dir, 'www', 'page.html'), html);
    const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${dir}/${kind}_temp;`).join('\n');
    return `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
${temp}
  access_log off;
  server {
    listen 127.0.0.1:${port};
    location / { root ${dir}/www; default_type text/html; try_files /page.html =404; }
  }
}
`;
  };
}

/**
 * Postgres and Redis with a migrated database; instances and nginx in front of them are started on
 * demand. Everything started is pushed onto `cleanups`.
 */
async function startCluster({ startPostgres, startRedis, startNginx }, cleanups, log) {
  log('starting Postgres and Redis');
  const postgres = await startPostgres();
  cleanups.push(() => postgres.stop());
  const redis = await startRedis();
  cleanups.push(() => redis.stop());
  const databaseUrl = await postgres.createMigratedDatabase('bench_cluster');
  const env = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redis.url,
    TRUSTED_PROXY_HOPS: '1',
    // Every request comes from the one benchmark client.
    RATE_LIMIT_FORMS_PER_MINUTE: '1000000000',
    RATE_LIMIT_CONVERSATIONS_PER_MINUTE: '1000000',
    RATE_LIMIT_MESSAGES_PER_MINUTE: '1000000',
    RATE_LIMIT_HISTORY_READS_PER_MINUTE: '1000000',
  };
  const instances = [];
  const startInstance = async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kairo-bench-cluster-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const site = await startSite({ root, dataDir, env });
    cleanups.push(() => site.stop());
    instances.push(site);
  };
  const throughNginx = async (options) => {
    const nginx = await startNginx({ upstreams: instances.map((site) => new URL(site.url).host), ...options });
    cleanups.push(() => nginx.stop());
    return nginx;
  };
  return { databaseUrl, instances, startInstance, throughNginx };
}

/** Inquiry throughput and chat first events through nginx, with one instance and then two. */
async function measureInstances(cluster, load, ctx, log) {
  const { startInstance, throughNginx, databaseUrl } = cluster;
  const perInstanceCount = [];
  let nginx;
  for (const count of [1, 2]) {
    await startInstance();
    await nginx?.stop();
    nginx = await throughNginx({});
    log(`${count} instance(s): inquiries through nginx`);
    const inquiries = await inquiryThroughput(nginx.url, databaseUrl, load);
    await ctx.waitForIdle?.();
    log(`${count} instance(s): chat first events through nginx`);
    const chat = await chatFirstEvent(nginx.url);
    perInstanceCount.push({ instances: count, inquiries, chat });
  }
  return { perInstanceCount, nginx };
}

/** The page through nginx with and without the micro-cache, against nginx serving it as a static file. */
async function measurePage(cluster, nginx, startNginxWith, cleanups, load, log) {
  const { instances, throughNginx } = cluster;
  log(`${PAGE} through nginx with and without the micro-cache, and as a static file`);
  const html = await (await fetch(instances[0].url + PAGE)).text();
  const uncached = await throughNginx({ microCache: false });
  const staticNginx = await startNginxWith(staticConfig(html));
  cleanups.push(() => staticNginx.stop());
  // Warm every path once (the first render and the cache fill are not what is measured).
  for (const url of [nginx.url, uncached.url, staticNginx.url]) await (await fetch(url + PAGE)).arrayBuffer();
  const page = {
    route: PAGE,
    htmlBytes: Buffer.byteLength(html),
    microCache: await pageLoad(nginx.url, load),
    noCache: await pageLoad(uncached.url, load),
    staticFile: await pageLoad(staticNginx.url, load),
  };
  const microCacheVsStatic = round(page.staticFile.requestsPerSecond / page.microCache.requestsPerSecond, 2);
  return { page, microCacheVsStatic };
}

function flagsOf(perInstanceCount, microCacheVsStatic) {
  const flags = [];
  for (const { instances: count, inquiries, chat } of perInstanceCount) {
    if (!inquiries.storedEqualsAcknowledged)
      flags.push(`${count} instance(s): ${inquiries.acknowledged} inquiries acknowledged but ${inquiries.stored} stored`);
    if (inquiries.failed) flags.push(`${count} instance(s): ${inquiries.failed} inquiries failed`);
    if (chat.failed) flags.push(`${count} instance(s): ${chat.failed} chat replies failed`);
  }
  if (microCacheVsStatic > 2) flags.push(`micro-cache serves ${PAGE} at 1/${microCacheVsStatic} of the static file's rate (target: within 2x)`);
  return flags;
}

function report({ load, perInstanceCount, page, microCacheVsStatic }) {
  const flags = flagsOf(perInstanceCount, microCacheVsStatic);
  return {
    name: 'cluster',
    cores: os.cpus().length,
    loadAverage: os.loadavg().map((value) => round(value, 2)),
    connections: load.connections,
    durationSeconds: load.durationSeconds,
    perInstanceCount,
    page,
    microCacheVsStatic,
    flags,
    tables: [
      {
        title: 'Through nginx, Postgres and Redis',
        columns: ['instances', 'inquiries req/s', 'p50 ms', 'p99 ms', 'acknowledged = stored', 'chat first event p50 ms', 'p99 ms'],
        rows: perInstanceCount.map(({ instances: count, inquiries, chat }) => [
          count,
          inquiries.requestsPerSecond,
          inquiries.latencyP50Ms,
          inquiries.latencyP99Ms,
          `${inquiries.acknowledged} = ${inquiries.stored}`,
          chat.firstEventP50Ms,
          chat.firstEventP99Ms,
        ]),
      },
      {
        title: `${PAGE} (${page.htmlBytes} bytes of HTML, two instances)`,
        columns: ['served by', 'req/s', 'p50 ms', 'p99 ms'],
        rows: [
          ['nginx, one-second micro-cache', page.microCache.requestsPerSecond, page.microCache.latencyP50Ms, page.microCache.latencyP99Ms],
          ['nginx, no cache (every request rendered or read by an instance)', page.noCache.requestsPerSecond, page.noCache.latencyP50Ms, page.noCache.latencyP99Ms],
          ['nginx, the same HTML as a static file', page.staticFile.requestsPerSecond, page.staticFile.latencyP50Ms, page.staticFile.latencyP99Ms],
        ],
      },
    ],
    notes: [`Static file / micro-cache throughput: ${microCacheVsStatic}x (target ≤ 2).`],
  };
}

export async function run(ctx = {}) {
  const log = ctx.log ?? ((message) => process.stderr.write(`[cluster] ${message}\n`));
  const load = {
    durationSeconds: Number(ctx.duration ?? process.env.BENCH_DURATION ?? 5),
    connections: Number(ctx.connections ?? process.env.BENCH_CONNECTIONS ?? 20),
  };
  const [{ startPostgres }, { startRedis }, { startNginx, startNginxWith }] = await Promise.all([
    harness('postgres'),
    harness('redis'),
    harness('nginx'),
  ]);
  const cleanups = [];
  try {
    const cluster = await startCluster({ startPostgres, startRedis, startNginx }, cleanups, log);
    const { perInstanceCount, nginx } = await measureInstances(cluster, load, ctx, log);
    const { page, microCacheVsStatic } = await measurePage(cluster, nginx, startNginxWith, cleanups, load, log);
    return report({ load, perInstanceCount, page, microCacheVsStatic });
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup().catch((error) => log(`cleanup: ${error.message}`));
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const result = await run();
  console.log(JSON.stringify(result, null, 2));
  if (result.flags.length) process.exitCode = 1;
}
