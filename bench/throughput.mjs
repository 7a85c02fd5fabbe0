// Requests per second of `next start` serving prerendered pages, against the same HTML files from the
// build served from memory by a minimal node:http server (a floor for any Node server). The load
// generator runs in this process; the static server runs in its own process, as next start does.
import autocannon from 'autocannon';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { freePort, spawnTracked, stopChildGracefully, waitForHttp } from './lib/processes.mjs';
import { prerenderedHtmlPath } from './lib/routes.mjs';
import { round } from './lib/stats.mjs';

export const title = 'Throughput (autocannon)';
export const needs = ['site'];

function load(url, { duration, connections }) {
  return new Promise((resolve, reject) => {
    autocannon({ url, duration, connections }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

function summarise(result) {
  return {
    requestsPerSecond: round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    bytesPerSecond: round(result.throughput.average),
  };
}

/**
 * Loads one route on both servers; a document that differs between them is flagged (or noted, when
 * only regenerated), as are failed requests.
 */
async function compareRoute(ctx, { route, file }, staticUrl, options, { flags, notes }) {
  // Both servers must send the same document, or the ratio compares different work.
  const res = await fetch(ctx.baseUrl + route);
  const nextBytes = (await res.arrayBuffer()).byteLength;
  const staticBytes = statSync(file).size;
  // ISR pages are regenerated after their revalidate period (timestamps change a few bytes):
  // only a real difference in size makes the comparison unfair.
  if (Math.abs(nextBytes - staticBytes) > staticBytes * 0.01) {
    flags.push(
      `${route}: next start sent ${nextBytes} bytes, the build's HTML has ${staticBytes}; not the same document`,
    );
  } else if (nextBytes !== staticBytes) {
    notes.push(
      `${route}: next start sent ${nextBytes} bytes, the build's HTML has ${staticBytes} (regenerated since the build).`,
    );
  }
  // A short warm-up so JIT and caches of both servers are in the same state.
  await load(ctx.baseUrl + route, { ...options, duration: 1 });
  await load(staticUrl + route, { ...options, duration: 1 });
  ctx.log(`throughput ${route}: next start for ${options.duration} s`);
  const next = summarise(await load(ctx.baseUrl + route, options));
  ctx.log(`throughput ${route}: static server for ${options.duration} s`);
  const stat = summarise(await load(staticUrl + route, options));
  const ratio = next.requestsPerSecond ? round(stat.requestsPerSecond / next.requestsPerSecond, 1) : null;
  for (const [name, r] of [
    ['next start', next],
    ['static', stat],
  ]) {
    if (r.non2xx || r.errors || r.timeouts)
      flags.push(`${route} (${name}): ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`);
  }
  return { route, htmlBytes: staticBytes, nextStart: next, static: stat, staticOverNext: ratio };
}

export async function run(ctx) {
  const distPath = path.join(ctx.root, ctx.distDir);
  const options = { duration: ctx.duration ?? 10, connections: ctx.connections ?? 10 };
  const files = ctx.throughputRoutes.map((route) => ({ route, file: prerenderedHtmlPath(distPath, route) }));
  const missing = files.filter((f) => !existsSync(f.file));
  const present = files.filter((f) => existsSync(f.file));

  const port = await freePort();
  const staticServer = spawnTracked(
    process.execPath,
    [path.join(ctx.root, 'bench/lib/static-server.mjs'), String(port), ...present.map((f) => `${f.route}=${f.file}`)],
    { cwd: ctx.root },
  );
  const staticUrl = `http://127.0.0.1:${port}`;
  const results = [];
  const notes = [];
  const flags = missing.map(
    (f) => `${f.route}: no prerendered HTML in the build (${path.relative(ctx.root, f.file)}); not compared`,
  );
  try {
    if (present.length) await waitForHttp(staticUrl + present[0].route, { child: staticServer, timeoutMs: 15_000 });
    for (const entry of present) results.push(await compareRoute(ctx, entry, staticUrl, options, { flags, notes }));
  } finally {
    await stopChildGracefully(staticServer);
  }

  return {
    durationSeconds: options.duration,
    connections: options.connections,
    routes: results,
    flags,
    notes: [
      ...notes,
      `${options.connections} connections for ${options.duration} s per server and route, no compression on either side; the load generator shares the machine's cores with the server.`,
    ],
    tables: [
      {
        columns: ['route', 'next start req/s', 'next p99 ms', 'static req/s', 'static p99 ms', 'static ÷ next'],
        rows: results.map((r) => [
          r.route,
          r.nextStart.requestsPerSecond,
          r.nextStart.p99Ms,
          r.static.requestsPerSecond,
          r.static.p99Ms,
          r.staticOverNext == null ? '–' : `${r.staticOverNext}×`,
        ]),
      },
    ],
  };
}
