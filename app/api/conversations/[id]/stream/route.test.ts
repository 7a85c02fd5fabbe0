import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as messagesRoute from '@/app/api/conversations/[id]/messages/route';
import * as conversationsRoute from '@/app/api/conversations/route';
import { localAgents } from '@/lib/provider';
import type { StreamChunk } from '@/lib/conversations/chunks';
import { apiRequest, createGate, routeContext, sseFrames, type SseFrame } from '@/test/helpers/api';
import { HIGH_RATE_LIMITS, makeTempDir, restoreTestEnv, setTestEnv } from '@/test/helpers/env';
import { GET } from './route';

const agents = localAgents();

const temp = makeTempDir();
let gate = createGate();

beforeAll(() => {
  setTestEnv({ PROVIDER: 'embedded', DATA_DIR: temp.dir, ...HIGH_RATE_LIMITS });
  agents.chat = async function* () {
    yield 'one ';
    await gate.wait();
    yield 'two ';
    yield 'three';
  };
});
afterAll(() => {
  delete agents.chat;
  restoreTestEnv();
  temp.remove();
});

function open(conversationId: string, headers: Record<string, string> = {}, signal?: AbortSignal) {
  return GET(apiRequest(`/api/conversations/${conversationId}/stream`, undefined, { headers, signal }), routeContext(conversationId));
}

async function next(frames: AsyncGenerator<SseFrame>): Promise<{ chunk: StreamChunk; id?: string }> {
  for (;;) {
    const { value, done } = await frames.next();
    if (done) throw new Error('The stream ended.');
    if ('chunk' in value) return value;
  }
}

async function newConversation(): Promise<string> {
  const response = await conversationsRoute.POST(apiRequest('/api/conversations', { purpose: 'chat' }));
  return ((await response.json()) as { conversationId: string }).conversationId;
}

describe('GET /api/conversations/[id]/stream with Last-Event-ID', () => {
  it('refuses a malformed Last-Event-ID with 400 and opens nothing', async () => {
    const conversationId = await newConversation();
    for (const bad of ['abc', '1-2-3', '-1-0', '1.5-0', '17000000000000000-0', "1-0'; DROP"]) {
      const response = await open(conversationId, { 'last-event-id': bad });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: 'Last-Event-ID must be an event id such as 1700000000000-0.' });
    }
  });

  it('resumes a dropped stream after the last id it saw: the rest of the reply, nothing repeated', async () => {
    gate = createGate();
    const conversationId = await newConversation();
    const first = new AbortController();
    const frames = sseFrames(await open(conversationId, {}, first.signal));
    await frames.next();
    const sent = await messagesRoute.POST(
      apiRequest(`/api/conversations/${conversationId}/messages`, { text: 'hello' }),
      routeContext(conversationId),
    );
    expect(sent.status).toBe(202);
    const seen = await next(frames);
    expect(seen).toMatchObject({ chunk: { type: 'text-delta', delta: 'one ' }, id: expect.stringMatching(/^\d+-\d+$/) });
    first.abort();
    await frames.return(undefined);

    const resumed = sseFrames(await open(conversationId, { 'last-event-id': seen.id! }));
    gate.open();
    const rest = [await next(resumed), await next(resumed), await next(resumed)];
    await resumed.return(undefined);
    expect(rest.map(({ chunk }) => chunk)).toEqual([
      { type: 'text-delta', id: expect.any(String), delta: 'two ' },
      { type: 'text-delta', id: expect.any(String), delta: 'three' },
      { type: 'finish', id: expect.any(String) },
    ]);
    const ids = [seen.id!, ...rest.map((frame) => frame.id!)];
    expect(new Set(ids).size).toBe(4);
  });
});
