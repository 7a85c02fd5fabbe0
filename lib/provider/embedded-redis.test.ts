import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Agent } from '@/lib/conversations/agent';
import { RedisReplyLocks } from '@/lib/events/redis-reply-lock';
import { RedisConversationEvents } from '@/lib/events/redis-streams';
import { createRedisClient, type RedisClient } from '@/lib/redis/client.mjs';
import { createGate } from '@/test/helpers/api';
import { makeTempDir } from '@/test/helpers/env';
import { redisUnavailable, startRedis, type RedisServer } from '@/test/servers/redis';
import { skipMessage } from '@/test/servers/skip';
import { createEmbeddedProvider, type EmbeddedProvider } from './embedded';
import { ConversationBusyError, ProviderError, type StreamEvent } from '@/lib/conversations/provider';

async function take(stream: AsyncIterable<StreamEvent>, until: (event: StreamEvent) => boolean): Promise<StreamEvent[]> {
  const events: StreamEvent[] = [];
  for await (const event of stream) {
    events.push(event);
    if (until(event)) break;
  }
  return events;
}

describe.skipIf(skipMessage(redisUnavailable()))('two embedded providers on one Redis (real server)', () => {
  const temp = makeTempDir();
  let redis: RedisServer;
  const clients: RedisClient[] = [];
  let gate = createGate();
  const agent: Agent = async function* ({ text }) {
    yield 'one ';
    await gate.wait();
    yield text;
  };
  let a: EmbeddedProvider;
  let b: EmbeddedProvider;

  /** One instance: its own connection, events and locks, the shared data folder. */
  async function instance(): Promise<EmbeddedProvider> {
    const client = createRedisClient(redis.url);
    await client.connect();
    clients.push(client);
    return createEmbeddedProvider({
      dataDir: temp.dir,
      agentFor: () => agent,
      events: new RedisConversationEvents({ client, prefix: 'test:' }),
      locks: new RedisReplyLocks({ client, prefix: 'test:' }),
    });
  }

  beforeAll(async () => {
    redis = await startRedis();
    [a, b] = [await instance(), await instance()];
  });
  afterAll(async () => {
    a?.close();
    b?.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    for (const client of clients) if (client.isOpen) client.destroy();
    await redis?.stop();
    temp.remove();
  });

  it("streams A's reply to B, refuses a second message on B while it runs, and resumes on B after any id", async () => {
    gate = createGate();
    const { conversationId } = await a.createConversation('chat');
    const onB = await b.openStream(conversationId, new AbortController().signal);
    await a.sendMessage(conversationId, 'two');
    await expect(b.sendMessage(conversationId, 'meanwhile')).rejects.toBeInstanceOf(ConversationBusyError);
    const [first] = await take(onB, () => true);
    expect(first.chunk).toMatchObject({ type: 'text-delta', delta: 'one ' });

    const resumed = await b.openStream(conversationId, new AbortController().signal, first.id);
    gate.open();
    const rest = await take(resumed, (event) => event.chunk.type !== 'text-delta');
    expect(rest.map((event) => event.chunk)).toEqual([
      { type: 'text-delta', id: expect.any(String), delta: 'two' },
      { type: 'finish', id: expect.any(String) },
    ]);
    await a.idle();
    expect((await b.listMessages(conversationId)).map((m) => m.content)).toEqual(['two', 'one two']);
    // The lock is released with the reply, for either instance.
    await b.sendMessage(conversationId, 'three');
    await b.idle();
  });

  it('refuses new messages and streams with a provider error while Redis is down, storing nothing', async () => {
    const { conversationId } = await a.createConversation('chat');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await redis.stop();
    await expect(a.sendMessage(conversationId, 'lost?')).rejects.toBeInstanceOf(ProviderError);
    await expect(b.openStream(conversationId, new AbortController().signal)).rejects.toBeInstanceOf(ProviderError);
    await expect(b.openStream(conversationId, new AbortController().signal, '1-0')).rejects.toBeInstanceOf(ProviderError);
    expect(await a.listMessages(conversationId)).toEqual([]);
    vi.restoreAllMocks();
  });
});
