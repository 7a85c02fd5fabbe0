/**
 * Conversations are bounded, through the real `next start` (the harness sets
 * CONVERSATION_MAX_MESSAGES=24 and CONVERSATION_MAX_BYTES=120000, see playwright.config.ts):
 * caps with a clear 413, one reply at a time (409), paged history, the per-client stream cap and
 * the retention clean-up script.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import Database from 'better-sqlite3';
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const dataDir = process.env.E2E_DATA_DIR!;
const MAX_MESSAGES = 24;

type Message = { id: string; role: string; content: string };

async function newConversation(request: APIRequestContext, purpose = 'chat'): Promise<string> {
  const created = await request.post('/api/conversations', { data: { purpose } });
  expect(created.status()).toBe(201);
  return (await created.json()).conversationId;
}

async function history(request: APIRequestContext, id: string, query = '') {
  const response = await request.get(`/api/conversations/${id}/messages${query}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as { messages: Message[]; hasMore: boolean };
}

/** Posts a message and waits until its reply is stored. */
async function exchange(request: APIRequestContext, id: string, text: string, storedBefore: number) {
  const sent = await request.post(`/api/conversations/${id}/messages`, { data: { text } });
  expect(sent.status(), await sent.text()).toBe(202);
  await expect
    .poll(async () => (await history(request, id, `?limit=${MAX_MESSAGES}`)).messages.length, { timeout: 15_000 })
    .toBe(storedBefore + 2);
}

test('a conversation takes at most CONVERSATION_MAX_MESSAGES messages, then answers 413 and stores nothing', async ({
  request,
}) => {
  const id = await newConversation(request);
  for (let i = 0; i < MAX_MESSAGES / 2; i++) await exchange(request, id, `Question ${i}: what does it cost?`, i * 2);
  const refused = await request.post(`/api/conversations/${id}/messages`, { data: { text: 'One more?' } });
  expect(refused.status()).toBe(413);
  expect((await refused.json()).error).toBe(
    `This conversation has reached its limit of ${MAX_MESSAGES} messages. Please start a new conversation.`,
  );
  expect((await history(request, id, `?limit=${MAX_MESSAGES}`)).messages).toHaveLength(MAX_MESSAGES);
});

test('a conversation takes at most CONVERSATION_MAX_BYTES of text, then answers 413', async ({ request }) => {
  const id = await newConversation(request);
  const long = `How much does a listing announcement cost? ${'Details about our launch. '.repeat(790)}`.slice(0, 20_000);
  let stored = 0;
  // 120,000 bytes hold five of these with their replies, not six.
  for (; stored < 10; stored += 2) await exchange(request, id, long, stored);
  const refused = await request.post(`/api/conversations/${id}/messages`, { data: { text: long } });
  expect(refused.status()).toBe(413);
  expect((await refused.json()).error).toMatch(/size limit of 117 kB/);
});

test('one reply at a time: messages posted while a reply is written get 409 and are not stored', async ({ request }) => {
  const id = await newConversation(request, 'checker');
  const release = `SINGAPORE, May 12, 2025 — Lumora Labs today announced a payments network. ${'It serves merchants across Asia with verified data. '.repeat(380)}`.slice(0, 19_000);
  const posts = await Promise.all(
    Array.from({ length: 5 }, () => request.post(`/api/conversations/${id}/messages`, { data: { text: release } })),
  );
  const statuses = posts.map((p) => p.status());
  expect(statuses.every((s) => s === 202 || s === 409), statuses.join()).toBe(true);
  expect(statuses.filter((s) => s === 409).length).toBeGreaterThanOrEqual(1);
  const busy = posts.find((p) => p.status() === 409)!;
  expect((await busy.json()).error).toBe('The assistant is still answering the previous message. Please wait for the reply.');
  const accepted = statuses.filter((s) => s === 202).length;
  await expect.poll(async () => (await history(request, id)).messages.length, { timeout: 15_000 }).toBe(accepted * 2);
  // Every stored user message is followed by its own reply: no two replies ran at once.
  expect((await history(request, id)).messages.map((m) => m.role)).toEqual(
    Array.from({ length: accepted }, () => ['user', 'assistant']).flat(),
  );
});

test('history answers the last messages and pages back with ?before', async ({ request }) => {
  const id = await newConversation(request);
  for (let i = 0; i < 5; i++) await exchange(request, id, `Page question ${i}`, i * 2);
  const last = await history(request, id, '?limit=4');
  expect(last.hasMore).toBe(true);
  expect(last.messages.map((m) => m.content).filter((c) => c.startsWith('Page'))).toEqual(['Page question 3', 'Page question 4']);
  const middle = await history(request, id, `?limit=4&before=${last.messages[0].id}`);
  expect(middle.hasMore).toBe(true);
  expect(middle.messages.map((m) => m.content).filter((c) => c.startsWith('Page'))).toEqual(['Page question 1', 'Page question 2']);
  const first = await history(request, id, `?limit=4&before=${middle.messages[0].id}`);
  expect(first.hasMore).toBe(false);
  expect(first.messages.map((m) => m.role)).toEqual(['user', 'assistant']);
  const all = await history(request, id);
  expect(all.messages).toHaveLength(10);
  expect(all.hasMore).toBe(false);

  for (const query of ['?limit=0', '?limit=51', '?limit=ten', '?before=..%2F']) {
    const bad = await request.get(`/api/conversations/${id}/messages${query}`);
    expect(bad.status(), query).toBe(400);
    expect((await bad.json()).error).toMatch(/limit must be|before must be/);
  }
});

test('each client holds at most STREAMS_PER_CLIENT open streams (429 past it)', async ({ baseURL, request }) => {
  const id = await newConversation(request);
  // Its own client address, so the streams of parallel tests do not count against it.
  const headers = { 'x-forwarded-for': '198.51.100.77' };
  const open = [];
  for (let i = 0; i < 8; i++) {
    const controller = new AbortController();
    const response = await fetch(`${baseURL}/api/conversations/${id}/stream`, { headers, signal: controller.signal });
    expect(response.status).toBe(200);
    open.push({ controller, reader: response.body!.getReader() });
    await open.at(-1)!.reader.read();
  }
  const refused = await fetch(`${baseURL}/api/conversations/${id}/stream`, { headers });
  expect(refused.status).toBe(429);
  expect((await refused.json()).error).toMatch(/Too many open conversation streams \(at most 8\)/);

  open[0].controller.abort();
  await expect
    .poll(async () => {
      const controller = new AbortController();
      const retry = await fetch(`${baseURL}/api/conversations/${id}/stream`, { headers, signal: controller.signal });
      const status = retry.status;
      if (status === 200) open.push({ controller, reader: retry.body!.getReader() });
      else await retry.body?.cancel();
      return status;
    })
    .toBe(200);
  for (const stream of open) stream.controller.abort();
});

test('conversations idle past the retention period are deleted by the clean-up script', async ({ request }) => {
  const fresh = await newConversation(request);
  const old = `retention-${Date.now()}`;
  const longAgo = new Date(Date.now() - 40 * 24 * 60 * 60 * 1000).toISOString();
  const db = new Database(path.join(dataDir, 'site.db'));
  try {
    db.prepare('INSERT INTO conversations (id, purpose, created_at) VALUES (?, ?, ?)').run(old, 'chat', longAgo);
    db.prepare('INSERT INTO messages (id, conversation_id, role, content, created_at) VALUES (?, ?, ?, ?, ?)').run(
      `${old}-m`,
      old,
      'user',
      'An old question',
      longAgo,
    );
  } finally {
    db.close();
  }
  expect((await request.get(`/api/conversations/${old}/messages`)).status()).toBe(200);

  const output = execFileSync(process.execPath, ['scripts/conversations-cleanup.mjs'], {
    env: { ...process.env, DATA_DIR: dataDir, CONVERSATION_RETENTION_DAYS: '30' },
  }).toString();
  expect(output).toMatch(/^Deleted [1-9]\d* conversation\(s\) idle for more than 30 day\(s\)\.$/m);

  expect((await request.get(`/api/conversations/${old}/messages`)).status()).toBe(404);
  expect((await request.get(`/api/conversations/${fresh}/messages`)).status()).toBe(200);
  const check = new Database(path.join(dataDir, 'site.db'), { readonly: true });
  try {
    expect(check.prepare('SELECT count(*) AS n FROM messages WHERE conversation_id = ?').get(old)).toEqual({ n: 0 });
  } finally {
    check.close();
  }

  let refused: { status?: number; stderr?: Buffer } = {};
  try {
    execFileSync(process.execPath, ['scripts/conversations-cleanup.mjs', '--days', '0'], {
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: 'pipe',
    });
  } catch (error) {
    refused = error as typeof refused;
  }
  expect(refused.status).toBe(2);
  expect(refused.stderr?.toString()).toMatch(/whole number of days/);
});
