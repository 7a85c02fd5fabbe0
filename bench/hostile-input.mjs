#!/usr/bin/env node
/**
 * Hostile input benchmark, two parts.
 *
 * 1. In-process (the TypeScript sources through Vite's module runner, no build): the worst time of
 *    every server-side text function (test/helpers/hostile-text.ts) over the known worst cases and a
 *    set of generated hostile texts, all at the maximum accepted length. Target: under 20 ms each.
 * 2. Against `next start`: the latency of `/` idle, then while two clients send the worst messages to
 *    chat and checker conversations at 5 a second in all (each waits for its reply on the event
 *    stream; the default limit lets one client send 30 a minute, so this is ten clients' worth).
 *    Target: the median within 2× of idle. For comparison, both clients then send back to back,
 *    once the worst messages and once ordinary ones: the two medians show what the content adds
 *    to plain request load.
 *
 *   node bench/hostile-input.mjs                                  # builds if needed, starts the site
 *   BENCH_URL=http://127.0.0.1:3000 node bench/hostile-input.mjs  # against a running site (its rate
 *                                                                 # limits must allow ~100 posts/min)
 *
 * `run()` returns a JSON-able result for bench/run.mjs.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startSite } from './lib/processes.mjs';
import { loadSource } from './lib/sources.mjs';
import { percentile } from './lib/stats.mjs';

export const title = 'Hostile input: worst case per text function, and `/` while the worst messages are processed';
export const needs = ['site'];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TARGET_FUNCTION_MS = 20;
const TARGET_LATENCY_RATIO = 2;
/** Each input is run once to warm up, then this often; the median counts (the machine is shared). */
const RUNS_PER_INPUT = 7;
/** `/` is requested one after the other for this long in each phase. */
const PHASE_MS = 5000;
const ATTACKERS = 2;
/** Each attacker starts a message at most this often: 5 messages a second in all. */
const ATTACK_INTERVAL_MS = 400;
const ORDINARY_CHAT = 'Where are your offices, and how much is the Compact Kit?';
const ORDINARY_RELEASE =
  'SINGAPORE, May 12, 2025 — Lumora Labs today announced a payments network for merchants across Southeast Asia. ';

const round = (ms) => Number(ms.toFixed(2));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const load = (modulePath) => loadSource(root, modulePath);

/** Deterministic hostile texts from every pair of piece families, on top of the named worst cases. */
function hostileInputs(hostile) {
  const inputs = { ...hostile.WORST_CASES };
  const families = { phrase: hostile.PHRASES, symbol: hostile.SYMBOLS, cjk: hostile.CJK, market: hostile.MARKET, emoji: hostile.EMOJI, letter: hostile.LETTERS };
  const names = Object.keys(families);
  for (const a of names) {
    for (const b of names) {
      const unit = families[a][names.indexOf(b) % families[a].length] + families[b][names.indexOf(a) % families[b].length];
      inputs[`${a} + ${b}`] = hostile.fill(unit, 'x');
    }
  }
  return inputs;
}

function measureFunctions(hostile) {
  const inputs = hostileInputs(hostile);
  const rows = [];
  for (const [name, fn] of Object.entries(hostile.TEXT_FUNCTIONS)) {
    let worst = { ms: 0, input: '' };
    // Warm-up: the first call builds indexes and compiles patterns.
    fn('Hello, how much is the Compact Kit?');
    for (const [label, text] of Object.entries(inputs)) {
      fn(text);
      const samples = [];
      for (let i = 0; i < RUNS_PER_INPUT; i++) {
        // A call on other text first, so caches of the last input (the normalised question) are cold.
        fn('Hello.');
        const started = performance.now();
        fn(text);
        samples.push(performance.now() - started);
      }
      const ms = median(samples);
      if (ms > worst.ms) worst = { ms, input: label };
    }
    rows.push({ function: name, worstMs: round(worst.ms), worstInput: worst.input, meetsTarget: worst.ms < TARGET_FUNCTION_MS });
  }
  return { inputs: Object.keys(inputs).length, chars: hostile.MAX_TEXT, rows };
}

/** GET / once; a kept-alive connection the server has meanwhile closed is retried once. */
async function getHome(url, retried = false) {
  try {
    const response = await fetch(`${url}/`);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`GET / answered ${response.status}`);
  } catch (error) {
    if (retried || error?.cause?.code !== 'UND_ERR_SOCKET') throw error;
    await getHome(url, true);
  }
}

async function latencySamples(url, durationMs) {
  const samples = [];
  for (const end = performance.now() + durationMs; performance.now() < end; ) {
    const started = performance.now();
    await getHome(url);
    samples.push(performance.now() - started);
  }
  return samples;
}

/** Posts one message to a new conversation and waits for its `finish` or `error` on the stream. */
async function attack(url, purpose, text) {
  const created = await fetch(`${url}/api/conversations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ purpose }),
  });
  if (created.status !== 201) return `create ${created.status}`;
  const { conversationId } = await created.json();
  const controller = new AbortController();
  try {
    const stream = await fetch(`${url}/api/conversations/${conversationId}/stream`, { signal: controller.signal });
    const reader = stream.body.getReader();
    await reader.read(); // ": connected"
    const posted = await fetch(`${url}/api/conversations/${conversationId}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text }),
    });
    if (posted.status !== 202) return `post ${posted.status}`;
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return 'closed';
      buffer += decoder.decode(value, { stream: true });
      if (buffer.includes('"type":"finish"')) return 'finish';
      if (buffer.includes('"type":"error"')) return 'error';
    }
  } finally {
    controller.abort();
  }
}

/** `/` latency samples while ATTACKERS clients send `messages` in turn, every `intervalMs` at most. */
async function underAttack(url, messages, intervalMs) {
  const outcomes = {};
  const stop = new AbortController();
  let next = 0;
  const attackers = Array.from({ length: ATTACKERS }, async () => {
    while (!stop.signal.aborted) {
      const started = performance.now();
      const { purpose, text } = messages[next++ % messages.length];
      const outcome = await attack(url, purpose, text).catch((error) => `failed: ${error.message}`);
      outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
      const wait = intervalMs - (performance.now() - started);
      if (wait > 0 && !stop.signal.aborted) await new Promise((resolve) => setTimeout(resolve, wait));
    }
  });
  // Let the attack get going before sampling.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const samples = await latencySamples(url, PHASE_MS);
  stop.abort();
  await Promise.all(attackers);
  return { medianMs: round(median(samples)), p95Ms: round(percentile(samples, 95)), messages: outcomes };
}

async function measureLatency(url, hostile, checkerMessage) {
  await latencySamples(url, 1000);
  const idleSamples = await latencySamples(url, PHASE_MS);
  const idle = { medianMs: round(median(idleSamples)), p95Ms: round(percentile(idleSamples, 95)) };
  const worst = [
    ...Object.values(hostile.WORST_CASES).map((text) => ({ purpose: 'chat', text })),
    ...Object.values(hostile.WORST_CASES).map((text) => ({ purpose: 'checker', text: checkerMessage(text) })),
  ];
  const ordinary = [
    { purpose: 'chat', text: ORDINARY_CHAT },
    { purpose: 'checker', text: checkerMessage(hostile.fill(ORDINARY_RELEASE, '', hostile.MAX_TEXT)) },
  ];
  const paced = await underAttack(url, worst, ATTACK_INTERVAL_MS);
  const floodWorst = await underAttack(url, worst, 0);
  const floodOrdinary = await underAttack(url, ordinary, 0);
  return {
    idle,
    worstAt5PerSecond: paced,
    worstBackToBack: floodWorst,
    ordinaryBackToBack: floodOrdinary,
    ratio: round(paced.medianMs / idle.medianMs),
    worstOverOrdinary: round(floodWorst.medianMs / floodOrdinary.medianMs),
    meetsLatencyTarget: paced.medianMs <= TARGET_LATENCY_RATIO * idle.medianMs,
  };
}

export async function run({ url = process.env.BENCH_URL } = {}) {
  let site;
  let tempDir;
  // Started before Vite's module runner is loaded: it sets NODE_ENV, which a build must not inherit.
  if (!url) {
    tempDir = mkdtempSync(path.join(os.tmpdir(), 'kairo-bench-'));
    site = await startSite({
      root,
      dataDir: tempDir,
      env: { RATE_LIMIT_CONVERSATIONS_PER_MINUTE: '1000000', RATE_LIMIT_MESSAGES_PER_MINUTE: '1000000' },
    });
    url = site.url;
  }
  try {
    const [hostile, { buildCheckerMessage, PRESS_RELEASE_INPUT_MAX }] = await Promise.all([
      load('test/helpers/hostile-text.ts'),
      load('lib/pr-checker/instruction.ts'),
    ]);
    const functions = measureFunctions(hostile);
    const checkerMessage = (text) => buildCheckerMessage(text.slice(0, PRESS_RELEASE_INPUT_MAX));
    const latency = await measureLatency(url, hostile, checkerMessage);
    const worst = functions.rows.reduce((a, b) => (b.worstMs > a.worstMs ? b : a));
    const flags = [
      ...functions.rows.filter((row) => !row.meetsTarget).map((row) => `${row.function}: ${row.worstMs} ms ≥ ${TARGET_FUNCTION_MS} ms`),
      ...(latency.meetsLatencyTarget ? [] : [`/ under attack: ${latency.ratio}× idle > ${TARGET_LATENCY_RATIO}×`]),
    ];
    return {
      name: 'hostile-input',
      chars: functions.chars,
      inputs: functions.inputs,
      targetFunctionMs: TARGET_FUNCTION_MS,
      worstFunction: worst.function,
      worstMs: worst.worstMs,
      functions: functions.rows,
      latency,
      flags,
      tables: [
        {
          title: `Worst time per text function (${functions.inputs} hostile inputs of ${functions.chars.toLocaleString('en-US')} characters; target < ${TARGET_FUNCTION_MS} ms)`,
          columns: ['function', 'worst ms', 'worst input'],
          rows: functions.rows.map((row) => [row.function, row.worstMs, row.worstInput]),
        },
        {
          title: `GET / latency (target: median ≤ ${TARGET_LATENCY_RATIO}× idle while the worst messages arrive at 5 a second)`,
          columns: ['', 'median ms', 'p95 ms', 'messages answered'],
          rows: [
            ['idle', latency.idle.medianMs, latency.idle.p95Ms, ''],
            ['worst messages, 5 a second', latency.worstAt5PerSecond.medianMs, latency.worstAt5PerSecond.p95Ms, JSON.stringify(latency.worstAt5PerSecond.messages)],
            ['worst messages, back to back', latency.worstBackToBack.medianMs, latency.worstBackToBack.p95Ms, JSON.stringify(latency.worstBackToBack.messages)],
            ['ordinary messages, back to back', latency.ordinaryBackToBack.medianMs, latency.ordinaryBackToBack.p95Ms, JSON.stringify(latency.ordinaryBackToBack.messages)],
          ],
        },
      ],
      notes: [
        `5 a second: ${latency.ratio}× idle; back to back, worst over ordinary messages: ${latency.worstOverOrdinary}×`,
      ],
      node: process.version,
    };
  } finally {
    await site?.stop();
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const result = await run();
  console.log(JSON.stringify(result, null, 2));
  if (result.flags.length) process.exitCode = 1;
}
