#!/usr/bin/env node
/**
 * Replays the adversarial probe of the default configuration against the site's own server
 * (server.mjs, embedded store, TRUSTED_PROXY_HOPS=1 so each attacker is its own client):
 *
 * 1. Checker starvation: three clients each post a checker message of the longest accepted length:
 *    curly-quoted words ending in `said`, every 2 s for 20 s (a new conversation per post); a fourth client asks the chat an
 *    ordinary question once a second. Figures: the fourth client's reply time (POST to `finish`)
 *    idle and under attack, and the attackers' outcomes. Target: every reply under 2 s.
 *    Also in-process: the checker step on the crafted text and every hostile worst case
 *    (test/helpers/hostile-text.ts), each alone. Target: under 200 ms.
 * 2. History amplification: 17 messages of 20,000 `。` in one conversation, then the size of one
 *    history response, and GET / latency while four clients read that history in a loop.
 *    Targets: a response ≤ 256 kB; reads answered 429 once past the read limit.
 * 3. 404 flood: 150 unknown article slugs and 150 unknown page numbers; the growth of the build
 *    folder and the longest time any answer may be cached. Targets: < 1 MB; ≤ 1 hour.
 *
 *   node bench/hostile-probe.mjs
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ask, clientHeaders, createConversation } from './lib/conversation-client.mjs';
import { startSite } from './lib/processes.mjs';
import { loadSource } from './lib/sources.mjs';
import { percentile } from './lib/stats.mjs';

export const title = 'Hostile probe: checker starvation, history amplification, 404 flood';
export const needs = [];
export const timeoutSeconds = 900;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TARGET_STEP_MS = 200;
const TARGET_REPLY_MS = 2000;
const TARGET_HISTORY_BYTES = 256 * 1024;
const TARGET_GROWTH_BYTES = 1_000_000;
const TARGET_MAX_AGE_S = 3600;
const ATTACKERS = 3;
const ATTACK_MS = 20_000;
const ATTACK_INTERVAL_MS = 2000;
const READERS = 4;
const UNKNOWN_URLS = 300;

const round = (value) => Number(value.toFixed(1));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const rank = (values, p) => {
  const value = percentile(values, p);
  return value === null ? null : round(value);
};

const load = (modulePath) => loadSource(root, modulePath);

/** Median of 5 timed runs after one warm-up, per input. */
function stepTimes(step, inputs) {
  return Object.entries(inputs).map(([input, text]) => {
    step(text);
    const samples = Array.from({ length: 5 }, () => {
      const started = performance.now();
      step(text);
      return performance.now() - started;
    });
    return { input, ms: rank(samples, 50) };
  });
}

async function victimReplies(url, durationMs) {
  const conversationId = await createConversation(url, '198.51.100.9', 'chat');
  const samples = [];
  for (const end = performance.now() + durationMs; performance.now() < end; ) {
    const { outcome, ms } = await ask(url, '198.51.100.9', conversationId, 'How much is the Compact Kit?');
    samples.push(outcome === 'finish' ? ms : Infinity);
    await sleep(1000);
  }
  return samples;
}

async function checkerStarvation(url, message) {
  const idle = await victimReplies(url, 4000);
  const outcomes = {};
  const stop = AbortSignal.timeout(ATTACK_MS);
  const attackers = Array.from({ length: ATTACKERS }, async (_, i) => {
    const client = `203.0.113.${i + 1}`;
    const pending = [];
    while (!stop.aborted) {
      pending.push(
        createConversation(url, client, 'checker')
          .then((id) => ask(url, client, id, message))
          .then(({ outcome }) => outcome, (error) => `failed: ${error.message}`)
          .then((outcome) => (outcomes[outcome] = (outcomes[outcome] ?? 0) + 1)),
      );
      await sleep(ATTACK_INTERVAL_MS);
    }
    await Promise.all(pending);
  });
  await sleep(500);
  const attacked = await victimReplies(url, ATTACK_MS - 1000);
  await Promise.all(attackers);
  return {
    idleMedianMs: rank(idle, 50),
    attackedMedianMs: rank(attacked, 50),
    attackedMaxMs: attacked.length ? round(Math.max(...attacked)) : null,
    victimReplies: attacked.length,
    victimFailed: attacked.filter((ms) => !Number.isFinite(ms)).length,
    attackerOutcomes: outcomes,
  };
}

async function getHomeMs(url) {
  const started = performance.now();
  const response = await fetch(`${url}/`);
  await response.arrayBuffer();
  return performance.now() - started;
}

async function historyAmplification(url) {
  const text = '。'.repeat(20_000);
  const conversationId = await createConversation(url, '198.51.100.20', 'chat');
  let stored = 0;
  for (let i = 0; i < 17; i++) {
    // A client of its own per message, so the message limit does not cut the set-up short.
    const { outcome } = await ask(url, `198.51.100.${30 + i}`, conversationId, text);
    if (outcome === 'finish' || outcome === 'error') stored++;
    else break;
  }
  const first = await fetch(`${url}/api/conversations/${conversationId}/messages`, { headers: clientHeaders('198.51.100.60') });
  const body = await first.arrayBuffer();
  const page = JSON.parse(new TextDecoder().decode(body));
  let pages = 1;
  let messages = page.messages?.length ?? 0;
  for (let before = page.messages?.[0]?.id, more = page.hasMore; more && before && pages < 50; pages++) {
    const next = await (
      await fetch(`${url}/api/conversations/${conversationId}/messages?before=${before}`, { headers: clientHeaders('198.51.100.61') })
    ).json();
    messages += next.messages.length;
    [before, more] = [next.messages[0]?.id, next.hasMore];
  }

  const idle = [];
  for (const end = performance.now() + 4000; performance.now() < end; ) idle.push(await getHomeMs(url));
  const statuses = {};
  const stop = AbortSignal.timeout(6000);
  const readers = Array.from({ length: READERS }, async (_, i) => {
    while (!stop.aborted) {
      const response = await fetch(`${url}/api/conversations/${conversationId}/messages`, { headers: clientHeaders(`192.0.2.${i + 1}`) });
      await response.arrayBuffer();
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    }
  });
  const loaded = [];
  await sleep(300);
  while (!stop.aborted) loaded.push(await getHomeMs(url));
  await Promise.all(readers);
  return {
    storedUserMessages: stored,
    firstResponseBytes: body.byteLength,
    firstPageMessages: page.messages?.length ?? 0,
    pagesToReadAll: pages,
    messagesReadThroughCursor: messages,
    homeIdleP90Ms: rank(idle, 90),
    homeUnderReadsP90Ms: rank(loaded, 90),
    readerStatuses: statuses,
  };
}

function folderBytes(folder) {
  return Number(execFileSync('du', ['-sb', folder], { encoding: 'utf8' }).split('\t')[0]);
}

/** Longest time a shared cache may keep the answer, from Cache-Control (s-maxage over max-age). */
function cacheableSeconds(header) {
  if (!header || /no-store|private|no-cache/i.test(header)) return 0;
  const shared = /s-maxage=(\d+)/i.exec(header) ?? /max-age=(\d+)/i.exec(header);
  const swr = /stale-while-revalidate=(\d+)/i.exec(header);
  return (shared ? Number(shared[1]) : 0) + (swr ? Number(swr[1]) : 0);
}

async function notFoundFlood(url, distDir) {
  const before = folderBytes(distDir);
  const statuses = {};
  let maxCacheable = 0;
  let worstHeader = '';
  const paths = Array.from({ length: UNKNOWN_URLS }, (_, i) =>
    i % 2 ? `/prstudio/probe-${i}-${Math.random().toString(36).slice(2)}` : `/pr-studio/page/${1000 + i}`,
  );
  for (let i = 0; i < paths.length; i += 10) {
    await Promise.all(
      paths.slice(i, i + 10).map(async (target) => {
        const response = await fetch(`${url}${target}`);
        await response.arrayBuffer();
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
        const header = response.headers.get('cache-control') ?? '';
        if (cacheableSeconds(header) >= maxCacheable) [maxCacheable, worstHeader] = [cacheableSeconds(header), header];
      }),
    );
  }
  // The route cache is written after the response.
  await sleep(2000);
  return { urls: paths.length, statuses, growthBytes: folderBytes(distDir) - before, maxCacheableSeconds: maxCacheable, cacheControl: worstHeader };
}

export async function run() {
  const tempDir = mkdtempSync(path.join(os.tmpdir(), 'kairo-probe-'));
  const distDir = path.join(root, process.env.NEXT_DIST_DIR || '.next');
  // Started before Vite's module runner is loaded: it sets NODE_ENV, which a build must not inherit.
  const site = await startSite({ root, dataDir: tempDir, env: { TRUSTED_PROXY_HOPS: '1' } });
  try {
    const [hostile, instruction, engine, report] = await Promise.all([
      load('test/helpers/hostile-text.ts'),
      load('lib/pr-checker/instruction.ts'),
      load('lib/pr-checker/engine.ts'),
      load('lib/pr-checker/report.ts'),
    ]);
    // The end of a long text is kept: the crafted text's closing `said` is what makes it slow.
    const checkerMessage = (text) => instruction.buildCheckerMessage(text.slice(-instruction.PRESS_RELEASE_INPUT_MAX));
    const quote = '“abcdefghijklmnopqrst”';
    const crafted = `${quote.repeat(Math.floor((instruction.PRESS_RELEASE_INPUT_MAX - 5) / quote.length))} said`;
    const step = (text) => report.writeReport(engine.analyzePressRelease(instruction.extractPressRelease(checkerMessage(text))));
    const steps = stepTimes(step, { 'crafted (curly-quoted words + said)': crafted, ...hostile.WORST_CASES });
    const worstStep = steps.reduce((a, b) => (b.ms > a.ms ? b : a));
    const starvation = await checkerStarvation(site.url, checkerMessage(crafted));
    const history = await historyAmplification(site.url);
    const flood = await notFoundFlood(site.url, distDir);
    const flags = [
      ...steps.filter((row) => row.ms >= TARGET_STEP_MS).map((row) => `checker step on ${row.input}: ${row.ms} ms ≥ ${TARGET_STEP_MS} ms`),
      ...(starvation.attackedMaxMs !== null && starvation.attackedMaxMs < TARGET_REPLY_MS ? [] : [`chat reply under attack: ${starvation.attackedMaxMs} ms ≥ ${TARGET_REPLY_MS} ms`]),
      ...(history.firstResponseBytes <= TARGET_HISTORY_BYTES ? [] : [`history response ${history.firstResponseBytes} B > ${TARGET_HISTORY_BYTES} B`]),
      ...(history.readerStatuses[429] ? [] : ['history reads were never rate-limited']),
      ...(flood.growthBytes < TARGET_GROWTH_BYTES ? [] : [`404 flood grew the build folder by ${flood.growthBytes} B`]),
      ...(flood.maxCacheableSeconds <= TARGET_MAX_AGE_S ? [] : [`a 404 is cacheable for ${flood.maxCacheableSeconds} s`]),
    ];
    return {
      name: 'hostile-probe',
      loadAverage: os.loadavg().map(round),
      worstStep,
      steps,
      starvation,
      history,
      flood,
      flags,
      tables: [
        {
          title: `Checker step alone (target < ${TARGET_STEP_MS} ms each; slowest 5 of ${steps.length} inputs)`,
          columns: ['input', 'median ms'],
          rows: [...steps].sort((a, b) => b.ms - a.ms).slice(0, 5).map((row) => [row.input, row.ms]),
        },
        {
          title: `Another client's chat reply while ${ATTACKERS} clients post the crafted checker text every 2 s (target < ${TARGET_REPLY_MS} ms)`,
          columns: ['idle median ms', 'attacked median ms', 'attacked max ms', 'replies', 'failed', 'attackers'],
          rows: [[starvation.idleMedianMs, starvation.attackedMedianMs, starvation.attackedMaxMs, starvation.victimReplies, starvation.victimFailed, JSON.stringify(starvation.attackerOutcomes)]],
        },
        {
          title: `History of 17 × 20,000 \`。\` (target ≤ ${TARGET_HISTORY_BYTES / 1024} kB a response, reads rate-limited)`,
          columns: ['first response B', 'messages', 'pages for all', 'GET / p90 idle ms', `GET / p90, ${READERS} readers ms`, 'reader statuses'],
          rows: [[history.firstResponseBytes, history.firstPageMessages, `${history.pagesToReadAll} (${history.messagesReadThroughCursor} messages)`, history.homeIdleP90Ms, history.homeUnderReadsP90Ms, JSON.stringify(history.readerStatuses)]],
        },
        {
          title: `${UNKNOWN_URLS} unknown slugs and page numbers (targets < 1 MB growth, cacheable ≤ 1 h)`,
          columns: ['statuses', 'build folder growth B', 'longest cacheable s', 'Cache-Control'],
          rows: [[JSON.stringify(flood.statuses), flood.growthBytes, flood.maxCacheableSeconds, flood.cacheControl]],
        },
      ],
      node: process.version,
    };
  } finally {
    await site.stop();
    rmSync(tempDir, { recursive: true, force: true });
  }
}


if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const result = await run();
  console.log(JSON.stringify({ ...result, tables: undefined }, null, 2));
  if (result.flags.length) process.exitCode = 1;
}
