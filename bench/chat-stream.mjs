#!/usr/bin/env node
/**
 * Chat stream benchmark: time from posting a question to the first streamed event and to `finish`,
 * over HTTP, for the chat agent the site runs (the embedded answerer unless LLM_BASE_URL is set).
 *
 *   node bench/chat-stream.mjs                     # builds if needed, starts `next start` on a free port
 *   BENCH_URL=http://127.0.0.1:3000 node bench/chat-stream.mjs   # against a running site
 *
 * Questions are spread over a few conversations so a site with the default rate limits
 * (10 conversations and 30 messages per minute per client) can be measured as it is.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startSite } from './lib/processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const QUESTIONS = [
  'How much does the Compact Kit cost?',
  'What is your most popular package?',
  'Where are your offices?',
  'What happens if my press release is not published?',
  'How long does it take to publish a press release?',
  'How fast can you respond to a crisis?',
  'Do press releases help with SEO?',
  'Can I review the article before it is published?',
  'How long will my article stay online?',
  'Do you publish a unique article on every site?',
  'How do I book a discovery call?',
  'What does the Mainstream package include?',
  'Can you help with a token launch?',
  'Do you have fintech case studies?',
  'Who founded Kairo?',
  'What is the PR Credibility Checker?',
  'Can I write my own article?',
  'What services do you offer?',
  'Hello!',
  'Thanks, that helps.',
];

const QUESTIONS_PER_CONVERSATION = 5;

/** Starts `next start` with a throw-away data folder and limits high enough for the benchmark. */
async function startOwnSite() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kairo-bench-chat-'));
  const site = await startSite({
    root,
    dataDir,
    env: { RATE_LIMIT_CONVERSATIONS_PER_MINUTE: '1000', RATE_LIMIT_MESSAGES_PER_MINUTE: '1000' },
  });
  return {
    url: site.url,
    async stop() {
      await site.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Reads SSE frames from a fetch body and hands each parsed `data:` payload to the listener. */
function readEvents(body, onEvent) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let resolveOpen;
  const opened = new Promise((resolve) => (resolveOpen = resolve));
  const done = (async () => {
    for (;;) {
      const { value, done: ended } = await reader.read();
      if (ended) return;
      buffer += decoder.decode(value, { stream: true });
      const frames = buffer.split('\n\n');
      buffer = frames.pop();
      for (const frame of frames) {
        // The server's first frame is a comment sent once it is subscribed: safe to post from then on.
        resolveOpen();
        for (const line of frame.split('\n')) if (line.startsWith('data: ')) onEvent(JSON.parse(line.slice(6)));
      }
    }
  })().catch(() => undefined);
  return { opened, done, cancel: () => reader.cancel().catch(() => undefined) };
}

async function askAll(url, questions) {
  const created = await fetch(`${url}/api/conversations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ purpose: 'chat' }),
  });
  if (created.status !== 201) throw new Error(`POST /api/conversations answered ${created.status}`);
  const { conversationId } = await created.json();

  const controller = new AbortController();
  const stream = await fetch(`${url}/api/conversations/${conversationId}/stream`, { signal: controller.signal });
  if (!stream.ok) throw new Error(`GET stream answered ${stream.status}`);

  let pending = null;
  const events = readEvents(stream.body, (event) => {
    if (!pending) return;
    const now = performance.now();
    if (event.type === 'text-delta') {
      pending.firstEventMs ??= now - pending.startedAt;
      pending.deltas += 1;
      pending.chars += event.delta.length;
    } else if (event.type === 'finish' || event.type === 'error') {
      pending.firstEventMs ??= now - pending.startedAt;
      pending.finishMs = now - pending.startedAt;
      pending.ok = event.type === 'finish';
      pending.resolve();
    }
  });
  await events.opened;

  const samples = [];
  for (const question of questions) {
    const sample = {
      question,
      startedAt: performance.now(),
      firstEventMs: undefined,
      finishMs: undefined,
      deltas: 0,
      chars: 0,
      ok: false,
    };
    const finished = new Promise((resolve) => (sample.resolve = resolve));
    pending = sample;
    const posted = await fetch(`${url}/api/conversations/${conversationId}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: question }),
    });
    sample.postMs = performance.now() - sample.startedAt;
    if (posted.status !== 202) throw new Error(`POST message answered ${posted.status}`);
    await Promise.race([
      finished,
      new Promise((_, reject) => setTimeout(() => reject(new Error(`no finish for "${question}"`)), 60_000)),
    ]);
    pending = null;
    samples.push({
      question,
      ok: sample.ok,
      postMs: sample.postMs,
      firstEventMs: sample.firstEventMs,
      finishMs: sample.finishMs,
      deltas: sample.deltas,
      chars: sample.chars,
    });
  }
  controller.abort();
  await events.cancel();
  return samples;
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}

function summarise(values) {
  const round = (n) => Math.round(n * 10) / 10;
  return {
    median: round(percentile(values, 50)),
    p95: round(percentile(values, 95)),
    min: round(Math.min(...values)),
    max: round(Math.max(...values)),
  };
}

/** Runs the benchmark and returns its figures; prints nothing. */
export async function run({ url = process.env.BENCH_URL, questions = QUESTIONS } = {}) {
  const site = url ? null : await startOwnSite();
  const base = (url ?? site.url).replace(/\/$/, '');
  try {
    // One untimed question warms the server (route compilation, knowledge index).
    await askAll(base, ['Hello']);
    const samples = [];
    for (let i = 0; i < questions.length; i += QUESTIONS_PER_CONVERSATION) {
      samples.push(...(await askAll(base, questions.slice(i, i + QUESTIONS_PER_CONVERSATION))));
    }
    return {
      name: 'chat-stream',
      target: url ? base : 'next start (embedded provider)',
      questions: samples.length,
      failed: samples.filter((s) => !s.ok).length,
      firstEventMs: summarise(samples.map((s) => s.firstEventMs)),
      finishMs: summarise(samples.map((s) => s.finishMs)),
      postMs: summarise(samples.map((s) => s.postMs)),
      deltasPerReply: summarise(samples.map((s) => s.deltas)),
      samples,
    };
  } finally {
    await site?.stop();
  }
}

export function format(result) {
  const row = (label, s) => `| ${label} | ${s.median} | ${s.p95} | ${s.min} | ${s.max} |`;
  return [
    `Chat stream (${result.target}): ${result.questions} questions, ${result.failed} failed`,
    '',
    '| metric (ms) | median | p95 | min | max |',
    '|---|---|---|---|---|',
    row('POST message → 202', result.postMs),
    row('POST → first event', result.firstEventMs),
    row('POST → finish', result.finishMs),
    `| text-delta events per reply | ${result.deltasPerReply.median} | ${result.deltasPerReply.p95} | ${result.deltasPerReply.min} | ${result.deltasPerReply.max} |`,
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  run()
    .then((result) => {
      console.log(format(result));
      if (result.failed) process.exitCode = 1;
    })
    .catch((error) => {
      console.error(error);
      process.exitCode = 1;
    });
}
