/**
 * Two instances of one build share chat streams, reply resumption and rate limits through Redis,
 * and conversations and their messages through Postgres. Each instance has its own DATA_DIR, so
 * B knows a conversation made on A, and lists its messages, only through the shared store.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StreamChunk } from '@/lib/conversations/chunks';
import { sseFrames, type SseFrame } from '@/test/helpers/api';
import { startSite, type SiteInstance } from '@/test/servers/next';
import { postgresUnavailable, startPostgres, type PostgresServer } from '@/test/servers/postgres';
import { redisUnavailable, startRedis, type RedisServer } from '@/test/servers/redis';
import { skipMessage } from '@/test/servers/skip';

type Event = { id?: string; chunk: StreamChunk };

async function nextEvent(frames: AsyncGenerator<SseFrame>): Promise<Event> {
  for (;;) {
    const { value, done } = await frames.next();
    if (done) throw new Error('The stream ended before the expected event.');
    if ('chunk' in value) return value;
  }
}

/** Events up to and including the reply's finish (or error). */
async function untilFinish(frames: AsyncGenerator<SseFrame>): Promise<Event[]> {
  const events: Event[] = [];
  for (;;) {
    const event = await nextEvent(frames);
    events.push(event);
    if (event.chunk.type !== 'text-delta') return events;
  }
}

const post = (site: SiteInstance, pathname: string, body: unknown) =>
  fetch(`${site.url}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

async function newConversation(site: SiteInstance): Promise<string> {
  const response = await post(site, '/api/conversations', { purpose: 'chat' });
  expect(response.status).toBe(201);
  return ((await response.json()) as { conversationId: string }).conversationId;
}

async function openStream(site: SiteInstance, conversationId: string, signal: AbortSignal, lastEventId?: string) {
  const response = await fetch(`${site.url}/api/conversations/${conversationId}/stream`, {
    headers: lastEventId ? { 'last-event-id': lastEventId } : {},
    signal,
  });
  expect(response.status).toBe(200);
  return sseFrames(response);
}

async function history(site: SiteInstance, conversationId: string) {
  const response = await fetch(`${site.url}/api/conversations/${conversationId}/messages`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { messages: { role: string; content: string }[] }).messages;
}

const QUESTION = 'How do you get a token listing announcement into crypto media in Singapore and Hong Kong?';

const unavailable = redisUnavailable() ?? postgresUnavailable();

describe.skipIf(skipMessage(unavailable))('chat, conversations and rate limits across two instances (real Redis and Postgres)', () => {
  let redis: RedisServer;
  let postgres: PostgresServer;
  let a: SiteInstance;
  let b: SiteInstance;
  const dataDirs = ['a', 'b'].map((name) => mkdtempSync(path.join(tmpdir(), `kairo-cluster-chat-${name}-`)));

  beforeAll(async () => {
    execFileSync(process.execPath, ['scripts/ensure-build.mjs'], { stdio: 'inherit' });
    [redis, postgres] = await Promise.all([startRedis(), startPostgres()]);
    const databaseUrl = await postgres.createMigratedDatabase('cluster_chat');
    const env = { REDIS_URL: redis.url, REDIS_PREFIX: 'cluster:', DATABASE_URL: databaseUrl, RATE_LIMIT_FORMS_PER_MINUTE: '3' };
    [a, b] = await Promise.all(dataDirs.map((dataDir) => startSite({ ...env, DATA_DIR: dataDir })));
    for (const site of [a, b]) {
      const deadline = Date.now() + 10_000;
      while ((await fetch(`${site.url}/api/health/ready`)).status !== 200) {
        if (Date.now() > deadline) throw new Error(`${site.url} is not ready`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }, 600_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await Promise.all([redis?.stop(), postgres?.stop()]);
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  });

  it('a message posted on A streams to a subscriber on B, and B lists both messages', async () => {
    const conversationId = await newConversation(a);
    const abort = new AbortController();
    const onB = await openStream(b, conversationId, abort.signal);
    expect((await post(a, `/api/conversations/${conversationId}/messages`, { text: QUESTION })).status).toBe(202);
    const events = await untilFinish(onB);
    abort.abort();
    expect(events.at(-1)!.chunk.type).toBe('finish');
    const reply = events.map(({ chunk }) => (chunk.type === 'text-delta' ? chunk.delta : '')).join('');
    expect(reply.length).toBeGreaterThan(20);
    expect(events.every((event) => event.id !== undefined)).toBe(true);
    expect(await history(b, conversationId)).toEqual([
      { id: expect.any(String), role: 'user', content: QUESTION, createdAt: expect.any(String) },
      { id: expect.any(String), role: 'assistant', content: reply, createdAt: expect.any(String) },
    ]);
    // Neither instance wrote conversations to a SQLite file of its own.
    for (const dataDir of dataDirs) expect(readdirSync(dataDir)).not.toContain('site.db');
  });

  it('a stream dropped mid-reply on A and resumed on B with Last-Event-ID delivers the rest, no gaps, no duplicates', async () => {
    const conversationId = await newConversation(a);
    const first = new AbortController();
    const onA = await openStream(a, conversationId, first.signal);
    expect((await post(a, `/api/conversations/${conversationId}/messages`, { text: QUESTION })).status).toBe(202);
    const seen = await nextEvent(onA);
    expect(seen.chunk.type).toBe('text-delta');
    first.abort();

    const resumedAbort = new AbortController();
    const rest = await untilFinish(await openStream(b, conversationId, resumedAbort.signal, seen.id));
    resumedAbort.abort();
    const events = [seen, ...rest];
    expect(rest.length).toBeGreaterThan(1);
    expect(rest.at(-1)!.chunk.type).toBe('finish');
    const ids = events.map((event) => event.id!);
    expect(new Set(ids).size).toBe(ids.length);
    const order = (id: string) => id.split('-').map(Number);
    for (let i = 1; i < ids.length; i++) {
      const [ms, seq] = order(ids[i]);
      const [prevMs, prevSeq] = order(ids[i - 1]);
      expect(ms > prevMs || (ms === prevMs && seq > prevSeq)).toBe(true);
    }
    const reply = events.map(({ chunk }) => (chunk.type === 'text-delta' ? chunk.delta : '')).join('');
    const stored = await history(b, conversationId);
    expect(stored.at(-1)).toMatchObject({ role: 'assistant', content: reply });
  });

  it('a rate limit of 3 is shared: A, A, B pass and the fourth, on either, gets 429', async () => {
    const inquiry = (n: number) => ({
      name: `Founder ${n}`,
      company: 'Shared Budget Labs',
      email: `founder${n}@sharedbudget.example`,
      message: 'We are preparing a seed round announcement for next month.',
    });
    expect((await post(a, '/api/inquiry', inquiry(1))).status).toBe(200);
    expect((await post(a, '/api/inquiry', inquiry(2))).status).toBe(200);
    expect((await post(b, '/api/inquiry', inquiry(3))).status).toBe(200);
    const fourthOnA = await post(a, '/api/inquiry', inquiry(4));
    expect(fourthOnA.status).toBe(429);
    expect(Number(fourthOnA.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await post(b, '/api/inquiry', inquiry(5))).status).toBe(429);
  });
});
