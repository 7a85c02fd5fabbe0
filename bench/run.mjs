#!/usr/bin/env node
// `npm run bench`: builds what is missing, serves the site and the bare Next.js page, runs every
// benchmark module in bench/ and writes bench/results/latest.json plus bench/results/latest.md.
//
// Usage
//   npm run bench                                   all benchmarks, 3 Lighthouse runs per page
//   npm run bench -- --only lighthouse,throughput   only these modules (file names without .mjs)
//   npm run bench -- --skip lighthouse              everything except these
//   npm run bench -- --runs 1                       Lighthouse runs per page (default 3)
//   npm run bench -- --duration 5 --connections 10  for every load benchmark (default: each one's own)
//   npm run bench -- --routes /,/pricing            measure only these routes (default: publicPages, one
//                                                   article, the translated pages of bench/lib/routes.mjs)
//   npm run bench -- --throughput-routes /,/faq     routes for the throughput comparison (default /,/pricing)
//   npm run bench -- --only alerts --alert-subscribers 10000   one release to this many confirmed
//                                                   subscribers through a local SMTP sink (default 10000)
//   npm run bench -- --max-load 1.5                 before each module wait (up to 15 min) for the 1-minute
//                                                   load average to fall to 1.5, so other jobs skew less
//   npm run bench -- --list                         list the modules and exit
//
// Environment: NEXT_DIST_DIR (the site's build folder, default .next, shared with `npm start` and the
// e2e tests), CHROMIUM_PATH (the browser for Lighthouse, as for the e2e tests; default /usr/bin/chromium).
// A full run takes about 15 minutes on two cores, most of it Lighthouse (≈ 15 s a run); the site is
// built first when its sources changed since the last build (scripts/ensure-build.mjs), and the bare
// page in bench/bare is built with the root's `next build bench/bare` when it has no current build.
//
// Module convention: every `bench/*.mjs` file except this one is a benchmark module named by its file
// name. It exports `async run(ctx)` and may export `title` (a heading), `needs` (what must be
// running: 'site' and/or 'bare'; default ['site'], use [] for benchmarks that need no server) and
// `timeoutSeconds` (default 900; then it is reported as failed and ctx.signal aborts). Files without a
// `run` export are listed as such and not imported.
// Helpers live in bench/lib/ and are not modules. ctx holds:
//   baseUrl      the site under `next start` (http://127.0.0.1:PORT), with the embedded provider;
//                also as `url`
//   dataDir      its temporary DATA_DIR (SQLite lives here; removed after the run)
//   root         the repository root
//   distDir      the site's build folder relative to root
//   bare         { baseUrl, distPath } of the bare page
//   routes       { public: publicPages of lib/seo/public-routes.ts, article: one /prstudio/ page or
//                null, translated: the translated pages and one article per language (without
//                --routes), measured: public + article + translated }
//   runs, throughputRoutes, alertSubscribers, chromePath, chromeFlags, lighthouseVersion
//   duration, connections   load settings from --duration/--connections, undefined when not given
//   log(message) progress on stderr;  track(childProcess) ends that process when the run ends
//   waitForIdle() resolves when the load average is below --max-load (at once without it)
//   signal       an AbortSignal that aborts when the module's time limit is reached
// `run` returns any JSON value (all of it goes to latest.json). For latest.md a module may export
// `format(result)` returning Markdown, or return `tables` ([{title?, columns, rows}]), `markdown` and
// `notes`; otherwise its fields are tabulated. Target misses (collected at the top of the summary) are
// the result's `flags` array or, without one, its top-level booleans that are false (meetsTarget, …).
// A module that throws is reported as failed and the others still run; the exit code is then 1.
import { readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { environmentOf, packageVersion } from './lib/environment.mjs';
import { resultFlags } from './lib/markdown.mjs';
import { discoverModules, selectModules, withTimeout } from './lib/modules.mjs';
import { parseOptions } from './lib/options.mjs';
import { stopAllChildren, stopChildGracefully } from './lib/processes.mjs';
import { renderMarkdown, writeResults } from './lib/results.mjs';
import { findArticleRoute, readPublicPages, readTranslatedRoutes } from './lib/routes.mjs';
import { startServers } from './lib/servers.mjs';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const root = path.dirname(benchDir);
const resultsDir = path.join(benchDir, 'results');
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const startedAt = Date.now();
const log = (message) => process.stderr.write(`[bench +${Math.round((Date.now() - startedAt) / 1000)}s] ${message}\n`);

const extraPids = new Set();
function cleanup() {
  stopAllChildren();
  for (const pid of extraPids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  extraPids.clear();
}
process.on('exit', cleanup);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    log(`${signal}: stopping`);
    cleanup();
    process.exit(130);
  });
}

async function waitForLoad(maxLoad, limitMs = 15 * 60_000) {
  const deadline = Date.now() + limitMs;
  if (os.loadavg()[0] <= maxLoad) return;
  log(`waiting for the load average (${os.loadavg()[0].toFixed(2)}) to fall to ${maxLoad}`);
  while (os.loadavg()[0] > maxLoad) {
    if (Date.now() > deadline) {
      log(`load average still ${os.loadavg()[0].toFixed(2)} after ${limitMs / 60_000} min: going on`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 5000));
  }
}

/** What every module's run(ctx) gets (the header above lists it). */
async function benchContext(options, { distDir, dataDir, site, bare }) {
  const publicRoutes = options.routes ?? readPublicPages(root);
  const article = site && !options.routes ? await findArticleRoute(root, path.join(root, distDir), site.baseUrl) : null;
  const translated = options.routes ? [] : readTranslatedRoutes(root);
  const chromePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  const ctx = {
    baseUrl: site?.baseUrl ?? null,
    url: site?.baseUrl ?? null,
    dataDir,
    root,
    distDir,
    bare: { baseUrl: bare?.baseUrl ?? null, distPath: path.join(root, 'bench/bare/.next') },
    routes: { public: publicRoutes, article, translated, measured: [...publicRoutes, ...(article ? [article] : []), ...translated] },
    runs: options.runs,
    duration: options.duration ?? undefined,
    connections: options.connections ?? undefined,
    throughputRoutes: options.throughputRoutes,
    alertSubscribers: options.alertSubscribers,
    chromePath,
    chromeFlags,
    lighthouseVersion: packageVersion(root, 'lighthouse'),
    log,
    // Long modules call this between rounds; it returns at once without --max-load.
    waitForIdle: () => (options.maxLoad == null ? Promise.resolve() : waitForLoad(options.maxLoad, 5 * 60_000)),
    track: (child) => {
      if (!child?.pid || child.exitCode !== null) return;
      extraPids.add(child.pid);
      child.once('exit', () => extraPids.delete(child.pid));
    },
  };
  return ctx;
}

async function runModules(modules, selected, ctx, { unavailable, maxLoad }) {
  const benchmarks = {};
  // Results keep the discovery order, skipped modules included.
  for (const m of modules) benchmarks[m.name] = { title: m.title ?? m.name, status: 'skipped', reason: 'not selected' };
  for (const m of selected) {
    if (m.loadError) {
      benchmarks[m.name] = { title: m.name, status: 'error', error: m.loadError };
      continue;
    }
    const missing = m.needs.filter((n) => unavailable[n]);
    if (missing.length) {
      benchmarks[m.name] = { title: m.title, status: 'error', error: missing.map((n) => unavailable[n]).join('; ') };
      continue;
    }
    if (maxLoad != null) await waitForLoad(maxLoad);
    const loadAverage = Math.round(os.loadavg()[0] * 100) / 100;
    log(`${m.name}: running (load average ${loadAverage})`);
    const start = Date.now();
    try {
      const result = await withTimeout(m, ctx);
      benchmarks[m.name] = {
        title: m.title,
        status: 'ok',
        durationSeconds: Math.round((Date.now() - start) / 1000),
        loadAverage,
        result,
      };
      log(`${m.name}: done in ${benchmarks[m.name].durationSeconds} s`);
    } catch (error) {
      benchmarks[m.name] = {
        title: m.title,
        status: 'error',
        durationSeconds: Math.round((Date.now() - start) / 1000),
        loadAverage,
        error: error?.message ?? String(error),
      };
      log(`${m.name}: failed: ${benchmarks[m.name].error}`);
    }
  }
  return benchmarks;
}

function collectResults({ options, chromePath, loadAverageAtStart, build, routes, benchmarks }) {
  const flags = Object.entries(benchmarks).flatMap(([name, b]) => [
    ...(b.status === 'error' ? [`${name}: failed (${b.error})`] : []),
    ...(b.status === 'ok' ? resultFlags(b.result).map((f) => `${name}: ${f}`) : []),
  ]);
  return {
    generatedAt: new Date().toISOString(),
    durationSeconds: Math.round((Date.now() - startedAt) / 1000),
    options: { ...options, list: undefined, help: undefined },
    environment: environmentOf(root, { chromePath, loadAverageAtStart }),
    build,
    routes,
    flags,
    benchmarks,
  };
}

async function main() {
  const options = parseOptions();
  if (options.help) {
    process.stdout.write(
      readFileSync(fileURLToPath(import.meta.url), 'utf8')
        .split('\n')
        .slice(1, 21)
        .map((l) => l.replace(/^\/\/ ?/, ''))
        .join('\n') + '\n',
    );
    return 0;
  }
  const modules = await discoverModules(benchDir);
  if (options.list) {
    for (const m of modules) process.stdout.write(`${m.name}${m.loadError ? ` (${m.loadError})` : ` — ${m.title}`}\n`);
    return 0;
  }
  const selected = selectModules(modules, options);

  const distDir = process.env.NEXT_DIST_DIR || '.next';
  const servers = await startServers({ root, distDir, selected, log });
  const { site, bare, dataDir } = servers;
  const ctx = await benchContext(options, { distDir, ...servers });

  const loadAverageAtStart = os.loadavg().map((v) => Math.round(v * 100) / 100);
  const benchmarks = await runModules(modules, selected, ctx, {
    unavailable: servers.unavailable,
    maxLoad: options.maxLoad,
  });

  await Promise.all([site?.child, bare?.child].filter(Boolean).map((child) => stopChildGracefully(child)));
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });

  const results = collectResults({
    options,
    chromePath: ctx.chromePath,
    loadAverageAtStart,
    build: servers.build,
    routes: ctx.routes,
    benchmarks,
  });
  const markdown = renderMarkdown(results, new Map(modules.map((m) => [m.name, m.format])));
  writeResults(resultsDir, results, markdown);
  process.stdout.write(markdown);
  log(
    `wrote ${path.relative(root, path.join(resultsDir, 'latest.json'))} and latest.md in ${results.durationSeconds} s`,
  );
  return Object.values(benchmarks).some((b) => b.status === 'error') ? 1 : 0;
}

main().then(
  (code) => {
    cleanup();
    process.exit(code);
  },
  (error) => {
    log(`error: ${error.message}`);
    cleanup();
    process.exit(2);
  },
);
