#!/usr/bin/env node
/**
 * Memory under 100,000 distinct forged client addresses: the server's resident memory (VmRSS of the
 * server process) before and after, in two set-ups of the site's own server entry:
 *
 * * default (TRUSTED_PROXY_HOPS=0): the forged X-Forwarded-For never reaches the limiter — every
 *   request counts against the one peer address, so after 10 the answers are 429;
 * * worst case (TRUSTED_PROXY_HOPS=1 with no proxy in front, a misconfiguration): every forged
 *   address is trusted and becomes its own key, and only RATE_LIMIT_MAX_CLIENTS bounds the limiter.
 *
 * The body is `{}`: the request is counted by the limiter, then refused with 422, so nothing is
 * stored and the figures show the limiter, not the database.
 *
 *   node bench/forged-clients.mjs          # BENCH_REQUESTS (default 100000), BENCH_CONNECTIONS (default 20)
 */
import autocannon from 'autocannon';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startSite } from './lib/processes.mjs';

export const title = 'Memory with 100,000 forged client addresses';
export const needs = [];
export const timeoutSeconds = 900;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WARM_UP_REQUESTS = 5_000;

function rssMiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(status.match(/^VmRSS:\s+(\d+)/m)[1]) / 1024);
}

function flood(url, { amount, connections, offset }) {
  let sequence = offset;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${url}/api/inquiry`,
        connections,
        amount,
        timeout: 10,
        requests: [
          {
            method: 'POST',
            setupRequest: (request) => {
              sequence += 1;
              const forged = `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`;
              return {
                ...request,
                headers: { 'content-type': 'application/json', 'x-forwarded-for': forged },
                body: '{}',
              };
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

async function measure(label, env, { amount, connections, log }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kairo-bench-forged-'));
  const site = await startSite({ root, dataDir, env });
  try {
    await flood(site.url, { amount: WARM_UP_REQUESTS, connections, offset: 1_000_000 });
    const before = rssMiB(site.child.pid);
    log?.(`${label}: ${amount} requests with distinct forged addresses`);
    const result = await flood(site.url, { amount, connections, offset: 0 });
    const after = rssMiB(site.child.pid);
    const statuses = Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count]),
    );
    return {
      setup: label,
      requests: result.requests.total,
      requestsPerSecond: Math.round(result.requests.total / result.duration),
      statuses,
      rssBeforeMiB: before,
      rssAfterMiB: after,
      rssGrowthMiB: after - before,
    };
  } finally {
    await site.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function run(ctx = {}) {
  const amount = Number(process.env.BENCH_REQUESTS ?? 100_000);
  const connections = Number(ctx.connections ?? process.env.BENCH_CONNECTIONS ?? 20);
  const rows = [
    await measure('TRUSTED_PROXY_HOPS=0 (default)', {}, { amount, connections, log: ctx.log }),
    await measure(
      'TRUSTED_PROXY_HOPS=1, no proxy (every forged address trusted; RATE_LIMIT_MAX_CLIENTS=20000)',
      { TRUSTED_PROXY_HOPS: '1' },
      { amount, connections, log: ctx.log },
    ),
  ];
  return {
    name: 'forged-clients',
    tables: [
      {
        title: `${amount.toLocaleString('en')} POST /api/inquiry with distinct forged X-Forwarded-For (${connections} connections)`,
        columns: ['set-up', 'req/s', 'answers', 'RSS before MiB', 'RSS after MiB', 'growth MiB'],
        rows: rows.map((row) => [
          row.setup,
          row.requestsPerSecond,
          Object.entries(row.statuses)
            .map(([code, count]) => `${count}× ${code}`)
            .join(', '),
          row.rssBeforeMiB,
          row.rssAfterMiB,
          row.rssGrowthMiB,
        ]),
      },
    ],
    rows,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const result = await run({ log: (message) => console.error(message) });
  console.log(JSON.stringify(result.rows, null, 2));
}
