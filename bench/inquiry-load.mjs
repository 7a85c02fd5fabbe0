#!/usr/bin/env node
/**
 * Load benchmark for POST /api/inquiry: requests per second, p99 latency, and whether every
 * acknowledged (2xx) inquiry is in the database (stored rows == 2xx responses).
 *
 *   node bench/inquiry-load.mjs            # builds if needed, starts `next start` on a free port
 *                                          # with a temporary DATA_DIR and a raised rate limit
 *   BENCH_URL=http://host:port BENCH_DATA_DIR=/path/to/data node bench/inquiry-load.mjs
 *                                          # targets a running site; the row check needs its DATA_DIR
 *
 * BENCH_DURATION (seconds, default 10) and BENCH_CONNECTIONS (default 20) tune the run. The run sends
 * a fixed number of requests sized from a warm-up, so no request is cut off in flight at the end and
 * the stored/acknowledged comparison is exact. `run()` returns a JSON-able result for bench/run.mjs.
 */
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startSite } from './lib/processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WARM_UP_REQUESTS = 300;

function countInquiries(dataDir) {
  const file = path.join(dataDir, 'site.db');
  if (!existsSync(file)) return 0;
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare("SELECT count(*) AS n FROM submissions WHERE kind = 'inquiry'").get().n;
  } finally {
    db.close();
  }
}

export function postInquiries(url, { connections, amount }) {
  let sequence = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${url}/api/inquiry`,
        connections,
        amount,
        // autocannon notices the last answer only at its next sample; the default of one second
        // would round the duration up to whole seconds and understate req/s.
        sampleInt: 50,
        timeout: 10,
        requests: [
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            setupRequest: (request) => {
              sequence += 1;
              return {
                ...request,
                body: JSON.stringify({
                  name: `Bench Founder ${sequence}`,
                  company: 'Loadtest Labs',
                  email: `founder${sequence}@loadtest.example`,
                  message: `Benchmark inquiry ${sequence}: we are planning a token listing announcement in Q3.`,
                }),
              };
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

export async function run(options = {}) {
  const durationSeconds = Number(options.duration ?? process.env.BENCH_DURATION ?? 10);
  const connections = Number(options.connections ?? process.env.BENCH_CONNECTIONS ?? 20);
  let url = options.url ?? process.env.BENCH_URL;
  let dataDir = options.dataDir ?? process.env.BENCH_DATA_DIR;
  let site;
  let tempDir;
  if (!url) {
    tempDir = mkdtempSync(path.join(os.tmpdir(), 'kairo-bench-'));
    dataDir = tempDir;
    // The benchmark is one client; the per-client limit would otherwise answer 429 after 10.
    site = await startSite({ root, dataDir, env: { RATE_LIMIT_FORMS_PER_MINUTE: '1000000000' } });
    url = site.url;
  }

  try {
    const warmUp = await postInquiries(url, { connections, amount: WARM_UP_REQUESTS });
    const warmUpRate = WARM_UP_REQUESTS / Math.max(warmUp.duration, 0.1);
    const amount = Math.max(1000, Math.round(warmUpRate * durationSeconds));

    const before = dataDir ? countInquiries(dataDir) : null;
    const result = await postInquiries(url, { connections, amount });
    const storedRows = dataDir ? countInquiries(dataDir) - before : null;
    const acknowledged = result['2xx'];

    return {
      name: 'inquiry-load',
      endpoint: 'POST /api/inquiry',
      target: site ? 'next start (embedded provider, temporary DATA_DIR)' : url,
      connections,
      durationSeconds: Number(result.duration.toFixed(2)),
      requests: result.requests.total,
      requestsPerSecond: Math.round(result.requests.total / result.duration),
      latencyP50Ms: result.latency.p50,
      latencyP99Ms: result.latency.p99,
      latencyMaxMs: result.latency.max,
      acknowledged,
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      storedRows,
      storedEqualsAcknowledged: storedRows === null ? null : storedRows === acknowledged,
    };
  } finally {
    await site?.stop();
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const result = await run();
  console.log(JSON.stringify(result, null, 2));
  console.log(
    `\nPOST /api/inquiry: ${result.requestsPerSecond} req/s, p99 ${result.latencyP99Ms} ms, ` +
      `${result.acknowledged} acknowledged, ${result.storedRows ?? 'unknown'} stored` +
      (result.storedEqualsAcknowledged === false ? ' — MISMATCH' : ''),
  );
  if (result.storedEqualsAcknowledged === false || result.errors > 0) process.exitCode = 1;
}
