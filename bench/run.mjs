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
//   npm run bench -- --routes /,/pricing            measure only these routes (default: publicPages + one article)
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
//                null, measured: public + article }
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
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { ensureBareBuild, ensureSiteBuild } from './lib/build.mjs';
import { renderResult, resultFlags, table } from './lib/markdown.mjs';
import { freePort, spawnTracked, stopAllChildren, stopChildGracefully, waitForHttp } from './lib/processes.mjs';
import { findArticleRoute, readPublicPages } from './lib/routes.mjs';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const root = path.dirname(benchDir);
const resultsDir = path.join(benchDir, 'results');
const nextBin = path.join(root, 'node_modules/next/dist/bin/next');
// Measurement first, load last: Lighthouse must not run right after the server was saturated.
const preferredOrder = ['prerender', 'first-load-js', 'lighthouse', 'throughput'];
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

const DEFAULT_TIMEOUT_SECONDS = 900;

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

function parseOptions() {
  const { values } = parseArgs({
    options: {
      only: { type: 'string' },
      skip: { type: 'string' },
      runs: { type: 'string', default: '3' },
      duration: { type: 'string' },
      connections: { type: 'string' },
      'throughput-routes': { type: 'string', default: '/,/pricing' },
      routes: { type: 'string' },
      'max-load': { type: 'string' },
      'alert-subscribers': { type: 'string', default: '10000' },
      list: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const list = (v) =>
    v
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : null;
  const positive = (name) => {
    const n = Number(values[name]);
    if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive integer`);
    return n;
  };
  const positiveNumber = (name) => {
    const n = Number(values[name]);
    if (!(n > 0)) throw new Error(`--${name} must be a positive number`);
    return n;
  };
  return {
    only: list(values.only),
    skip: list(values.skip) ?? [],
    runs: positive('runs'),
    duration: values.duration == null ? null : positive('duration'),
    connections: values.connections == null ? null : positive('connections'),
    throughputRoutes: list(values['throughput-routes']),
    routes: list(values.routes),
    maxLoad: values['max-load'] == null ? null : positiveNumber('max-load'),
    alertSubscribers: positive('alert-subscribers'),
    list: values.list,
    help: values.help,
  };
}

async function discoverModules() {
  const files = readdirSync(benchDir).filter((f) => f.endsWith('.mjs') && f !== 'run.mjs');
  const modules = [];
  for (const file of files) {
    const name = file.replace(/\.mjs$/, '');
    // Importing runs a file's top-level code: a stand-alone script without the export is not imported.
    const source = readFileSync(path.join(benchDir, file), 'utf8');
    if (!/export\s+(async\s+)?function\s+run\b|export\s+(const|let)\s+run\b|export\s*\{[^}]*\brun\b/.test(source)) {
      modules.push({ name, file, loadError: 'exports no run(ctx) function' });
      continue;
    }
    try {
      const mod = await import(pathToFileURL(path.join(benchDir, file)).href);
      if (typeof mod.run !== 'function') {
        modules.push({ name, file, loadError: 'exports no run(ctx) function' });
        continue;
      }
      modules.push({
        name,
        file,
        title: mod.title ?? name,
        needs: mod.needs ?? ['site'],
        timeoutSeconds: mod.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS,
        run: mod.run,
        format: typeof mod.format === 'function' ? mod.format : null,
      });
    } catch (error) {
      modules.push({ name, file, loadError: `failed to load: ${error.message}` });
    }
  }
  const rank = (m) => (preferredOrder.includes(m.name) ? preferredOrder.indexOf(m.name) : preferredOrder.length);
  return modules.sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
}

/**
 * A hung benchmark must not hold the others up: after its time limit it is reported as failed and its
 * ctx.signal aborts, so a cooperative module can stop its work.
 */
async function withTimeout(m, ctx) {
  const controller = new AbortController();
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error(`timed out after ${m.timeoutSeconds} s`));
    }, m.timeoutSeconds * 1000);
  });
  try {
    return await Promise.race([m.run({ ...ctx, signal: controller.signal }), timeout]);
  } finally {
    clearTimeout(timer);
  }
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

function packageVersion(name) {
  try {
    return JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
  } catch {
    return null;
  }
}

function gitInfo() {
  const git = (...args) => spawnSync('git', args, { cwd: root, encoding: 'utf8' }).stdout?.trim() || null;
  return {
    commit: git('rev-parse', 'HEAD'),
    branch: git('rev-parse', '--abbrev-ref', 'HEAD'),
    dirty: Boolean(git('status', '--porcelain')),
  };
}

/** The bare page under `next start`; the site (no dir) under its own server entry, as `npm start` runs it. */
async function startNext({ dir, env, readyPath }) {
  const port = await freePort();
  const args = dir ? [nextBin, 'start', dir, '-p', String(port), '-H', 'localhost'] : [path.join(root, 'server.mjs')];
  const child = spawnTracked(process.execPath, args, {
    cwd: root,
    env: dir ? env : { ...env, PORT: String(port), HOSTNAME: '127.0.0.1' },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHttp(baseUrl + readyPath, { child, timeoutMs: 90_000 });
  return { child, baseUrl };
}

function writeResults(results, markdown) {
  mkdirSync(resultsDir, { recursive: true });
  // Written beside and renamed, so an interrupted run never leaves half a file.
  for (const [name, text] of [
    ['latest.json', JSON.stringify(results, null, 2) + '\n'],
    ['latest.md', markdown],
  ]) {
    const file = path.join(resultsDir, name);
    writeFileSync(`${file}.tmp`, text);
    renameSync(`${file}.tmp`, file);
  }
}

function renderMarkdown(results, formats) {
  const e = results.environment;
  const lines = [
    '# Benchmark results',
    '',
    `${results.generatedAt} · commit \`${(e.commit ?? 'unknown').slice(0, 7)}\`${e.dirty ? ' (uncommitted changes)' : ''} · ` +
      `Next.js ${e.next} · Node ${e.node} · ${e.cpus} × ${e.cpuModel} · load average at start ${e.loadAverageAtStart.join(' / ')} · ` +
      `${results.durationSeconds} s in total`,
    '',
    `Options: ${results.options.runs} Lighthouse run(s) per page; load benchmarks with ` +
      (results.options.duration || results.options.connections
        ? `${results.options.connections ?? 'default'} connections × ${results.options.duration ?? 'default'} s.`
        : 'their own defaults.'),
    '',
    '## Target misses',
    '',
    results.flags.length ? results.flags.map((f) => `- ${f}`).join('\n') : 'None.',
    '',
    table(
      ['benchmark', 'status', 'seconds', 'load average at its start'],
      Object.entries(results.benchmarks).map(([name, b]) => [
        name,
        b.status === 'error' ? `failed: ${b.error}` : b.status,
        b.durationSeconds ?? '–',
        b.loadAverage ?? '–',
      ]),
    ),
  ];
  for (const [name, b] of Object.entries(results.benchmarks)) {
    lines.push('', `## ${b.title ?? name}`, '');
    if (b.status === 'ok') {
      try {
        lines.push(renderResult(b.result, formats.get(name)));
      } catch (error) {
        lines.push(`Could not render the result (${error.message}); see latest.json.`);
      }
    } else if (b.status === 'error') lines.push(`Failed: ${b.error}`);
    else lines.push(`Skipped: ${b.reason}`);
  }
  return lines.join('\n') + '\n';
}

async function main() {
  const options = parseOptions();
  if (options.help) {
    process.stdout.write(
      readFileSync(fileURLToPath(import.meta.url), 'utf8')
        .split('\n')
        .slice(1, 19)
        .map((l) => l.replace(/^\/\/ ?/, ''))
        .join('\n') + '\n',
    );
    return 0;
  }
  const modules = await discoverModules();
  if (options.list) {
    for (const m of modules) process.stdout.write(`${m.name}${m.loadError ? ` (${m.loadError})` : ` — ${m.title}`}\n`);
    return 0;
  }
  const names = new Set(modules.map((m) => m.name));
  const unknown = [...(options.only ?? []), ...options.skip].filter((n) => !names.has(n));
  if (unknown.length)
    throw new Error(`unknown benchmark(s): ${unknown.join(', ')}; available: ${[...names].join(', ')}`);
  const selected = modules.filter(
    (m) => (!options.only || options.only.includes(m.name)) && !options.skip.includes(m.name),
  );

  const distDir = process.env.NEXT_DIST_DIR || '.next';
  const benchmarks = {};
  const build = {};
  const needSite = selected.some((m) => !m.loadError && m.needs.includes('site'));
  const needBare = selected.some((m) => !m.loadError && m.needs.includes('bare'));
  const unavailable = {};
  let dataDir = null;
  let site = null;
  let bare = null;

  if (needSite) {
    try {
      log(`site: checking the build in ${distDir}`);
      build.siteSeconds = Math.round(ensureSiteBuild(root, distDir) / 1000);
      dataDir = mkdtempSync(path.join(os.tmpdir(), 'kairo-bench-'));
      site = await startNext({
        env: {
          ...process.env,
          NEXT_DIST_DIR: distDir,
          PROVIDER: 'embedded',
          DATA_DIR: dataDir,
          REVALIDATE_TOKEN: 'bench-revalidate-token-0123456789',
          RATE_LIMIT_FORMS_PER_MINUTE: '1000000',
          RATE_LIMIT_CONVERSATIONS_PER_MINUTE: '1000000',
          RATE_LIMIT_MESSAGES_PER_MINUTE: '1000000',
          RATE_LIMIT_HISTORY_READS_PER_MINUTE: '1000000',
        },
        readyPath: '/robots.txt',
      });
      log(`site: next start at ${site.baseUrl}, DATA_DIR ${dataDir}`);
    } catch (error) {
      unavailable.site = `site unavailable: ${error.message}`;
      log(unavailable.site);
    }
  }
  if (needBare) {
    try {
      log('bare page: checking the build in bench/bare/.next');
      build.bareSeconds = Math.round(ensureBareBuild(root) / 1000);
      const env = { ...process.env };
      delete env.NEXT_DIST_DIR;
      bare = await startNext({ dir: 'bench/bare', env, readyPath: '/' });
      log(`bare page: next start at ${bare.baseUrl}`);
    } catch (error) {
      unavailable.bare = `bare page unavailable: ${error.message}`;
      log(unavailable.bare);
    }
  }

  const publicRoutes = options.routes ?? readPublicPages(root);
  const article = site && !options.routes ? await findArticleRoute(root, path.join(root, distDir), site.baseUrl) : null;
  const chromePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  const ctx = {
    baseUrl: site?.baseUrl ?? null,
    url: site?.baseUrl ?? null,
    dataDir,
    root,
    distDir,
    bare: { baseUrl: bare?.baseUrl ?? null, distPath: path.join(root, 'bench/bare/.next') },
    routes: { public: publicRoutes, article, measured: article ? [...publicRoutes, article] : publicRoutes },
    runs: options.runs,
    duration: options.duration ?? undefined,
    connections: options.connections ?? undefined,
    throughputRoutes: options.throughputRoutes,
    alertSubscribers: options.alertSubscribers,
    chromePath,
    chromeFlags,
    lighthouseVersion: packageVersion('lighthouse'),
    log,
    // Long modules call this between rounds; it returns at once without --max-load.
    waitForIdle: () => (options.maxLoad == null ? Promise.resolve() : waitForLoad(options.maxLoad, 5 * 60_000)),
    track: (child) => {
      if (!child?.pid || child.exitCode !== null) return;
      extraPids.add(child.pid);
      child.once('exit', () => extraPids.delete(child.pid));
    },
  };

  const loadAverageAtStart = os.loadavg().map((v) => Math.round(v * 100) / 100);
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
    if (options.maxLoad != null) await waitForLoad(options.maxLoad);
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

  await Promise.all([site?.child, bare?.child].filter(Boolean).map((child) => stopChildGracefully(child)));
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });

  const flags = Object.entries(benchmarks).flatMap(([name, b]) => [
    ...(b.status === 'error' ? [`${name}: failed (${b.error})`] : []),
    ...(b.status === 'ok' ? resultFlags(b.result).map((f) => `${name}: ${f}`) : []),
  ]);
  const results = {
    generatedAt: new Date().toISOString(),
    durationSeconds: Math.round((Date.now() - startedAt) / 1000),
    options: { ...options, list: undefined, help: undefined },
    environment: {
      ...gitInfo(),
      node: process.version,
      next: packageVersion('next'),
      react: packageVersion('react'),
      lighthouse: packageVersion('lighthouse'),
      autocannon: packageVersion('autocannon'),
      chromePath,
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model?.trim() ?? 'unknown',
      loadAverageAtStart,
      platform: `${os.platform()} ${os.release()}`,
    },
    build,
    routes: ctx.routes,
    flags,
    benchmarks,
  };
  const markdown = renderMarkdown(results, new Map(modules.map((m) => [m.name, m.format])));
  writeResults(results, markdown);
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
