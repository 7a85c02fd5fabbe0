import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StreamChunk } from '@/lib/conversations/chunks';
import { useRedisServer } from '@/test/helpers/redis';
import { redisUnavailable } from '@/test/servers/redis';
import { skipMessage } from '@/test/servers/skip';
import { InProcessConversationEvents } from './in-process';
import { RedisConversationEvents } from './redis-streams';
import type { ConversationEvent, ConversationEvents } from './types';

/** Two handles on one shared bus: the same object in-process, two processes' worth of clients on Redis. */
type Pair = { a: ConversationEvents; b: ConversationEvents };

const delta = (n: number): StreamChunk => ({ type: 'text-delta', id: 'm1', delta: `part ${n}` });

async function take(stream: AsyncIterable<ConversationEvent>, count: number): Promise<ConversationEvent[]> {
  const events: ConversationEvent[] = [];
  if (count === 0) return events;
  for await (const event of stream) {
    events.push(event);
    if (events.length === count) break;
  }
  return events;
}

function contract(name: string, makePair: () => Promise<Pair>) {
  describe(name, () => {
    let pair: Pair;
    beforeAll(async () => {
      pair = await makePair();
    });
    afterAll(async () => {
      await pair?.a.close();
      await pair?.b.close();
    });
    let conversation = 0;
    const nextConversation = () => `${name.replace(/\W/g, '')}-${++conversation}-${Date.now()}`;

    it('a chunk published through A reaches a subscriber on B, in order, under the id publish returned', async () => {
      const id = nextConversation();
      const stream = await pair.b.subscribe(id, { signal: new AbortController().signal });
      const ids = [];
      for (let n = 1; n <= 3; n++) ids.push(await pair.a.publish(id, delta(n)));
      const events = await take(stream, 3);
      expect(events.map((e) => e.chunk)).toEqual([delta(1), delta(2), delta(3)]);
      expect(events.map((e) => e.id)).toEqual(ids);
    });

    it('a new subscriber without a resume id sees only what is published after it subscribed', async () => {
      const id = nextConversation();
      await pair.a.publish(id, delta(1));
      const stream = await pair.b.subscribe(id, { signal: new AbortController().signal });
      await pair.a.publish(id, delta(2));
      expect((await take(stream, 1)).map((e) => e.chunk)).toEqual([delta(2)]);
    });

    it('resuming after id X yields exactly the entries after X, then live ones: nothing lost, nothing repeated', async () => {
      const id = nextConversation();
      const ids = [];
      for (let n = 1; n <= 6; n++) ids.push(await pair.a.publish(id, delta(n)));
      const resumed = await pair.b.subscribe(id, { signal: new AbortController().signal, after: ids[2] });
      const live = pair.a.publish(id, delta(7));
      const events = await take(resumed, 4);
      expect(events.map((e) => e.chunk)).toEqual([delta(4), delta(5), delta(6), delta(7)]);
      expect(events.map((e) => e.id)).toEqual([...ids.slice(3), await live]);
    });

    it('two subscribers of one conversation resuming at different points each get their own exact range', async () => {
      const id = nextConversation();
      const ids = [];
      for (let n = 1; n <= 4; n++) ids.push(await pair.a.publish(id, delta(n)));
      const early = await pair.b.subscribe(id, { signal: new AbortController().signal, after: ids[0] });
      const late = await pair.b.subscribe(id, { signal: new AbortController().signal, after: ids[2] });
      await pair.a.publish(id, delta(5));
      expect((await take(early, 4)).map((e) => e.chunk)).toEqual([delta(2), delta(3), delta(4), delta(5)]);
      expect((await take(late, 2)).map((e) => e.chunk)).toEqual([delta(4), delta(5)]);
    });

    it('many conversations at once each receive only their own chunks', async () => {
      const ids = Array.from({ length: 25 }, nextConversation);
      const streams = await Promise.all(ids.map((id) => pair.b.subscribe(id, { signal: new AbortController().signal })));
      await Promise.all(ids.map((id, n) => pair.a.publish(id, delta(n))));
      const received = await Promise.all(streams.map((stream) => take(stream, 1)));
      expect(received.map(([event]) => event.chunk)).toEqual(ids.map((_, n) => delta(n)));
    });

    it('an aborted subscription ends, and the others keep receiving', async () => {
      const id = nextConversation();
      const abort = new AbortController();
      const dropped = await pair.b.subscribe(id, { signal: abort.signal });
      const kept = await pair.b.subscribe(id, { signal: new AbortController().signal });
      abort.abort();
      expect(await take(dropped, 1)).toEqual([]);
      await pair.a.publish(id, { type: 'finish', id: 'm1' });
      expect((await take(kept, 1)).map((e) => e.chunk)).toEqual([{ type: 'finish', id: 'm1' }]);
    });

    it('refuses a resume id that is not an event id', async () => {
      await expect(pair.b.subscribe('x', { signal: new AbortController().signal, after: '1-2\r\nFLUSHALL' })).rejects.toThrow(RangeError);
    });
  });
}

contract('in-process conversation events', async () => {
  const bus = new InProcessConversationEvents();
  return { a: bus, b: bus };
});

describe('in-process retention', () => {
  it('keeps only the newest events of a conversation for resuming', async () => {
    const bus = new InProcessConversationEvents({ maxEvents: 3, ttlSeconds: 60 });
    for (let n = 1; n <= 5; n++) await bus.publish('c', delta(n));
    const stream = await bus.subscribe('c', { signal: new AbortController().signal, after: '0-0' });
    expect((await take(stream, 3)).map((e) => e.chunk)).toEqual([delta(3), delta(4), delta(5)]);
    await bus.close();
  });

  it('close ends every subscription', async () => {
    const bus = new InProcessConversationEvents();
    const stream = await bus.subscribe('c', { signal: new AbortController().signal });
    await bus.close();
    expect(await take(stream, 1)).toEqual([]);
  });
});

describe.skipIf(skipMessage(redisUnavailable()))('Redis Streams conversation events (real server)', () => {
  const redis = useRedisServer();
  const client = redis.connect;

  contract('Redis Streams conversation events', async () => ({
    a: new RedisConversationEvents({ client: await client(), prefix: 'test:' }),
    b: new RedisConversationEvents({ client: await client(), prefix: 'test:' }),
  }));

  it('keeps each stream bounded in length and expiring', async () => {
    const admin = await client();
    const bus = new RedisConversationEvents({ client: await client(), prefix: 'bounded:', retention: { maxEvents: 100, ttlSeconds: 30 } });
    for (let n = 0; n < 1000; n++) await bus.publish('long', delta(n));
    const length = await admin.xLen(bus.streamKey('long'));
    expect(length).toBeGreaterThanOrEqual(100);
    expect(length).toBeLessThan(300);
    const ttl = await admin.ttl(bus.streamKey('long'));
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(30);
    await bus.close();
  });

  it('uses one reader connection for all of a process\'s subscriptions and closes it', async () => {
    const admin = await client();
    const before = Number((await admin.info('clients')).match(/connected_clients:(\d+)/)![1]);
    const bus = new RedisConversationEvents({ client: await client(), prefix: 'conn:' });
    const streams = await Promise.all(
      Array.from({ length: 30 }, (_, n) => bus.subscribe(`c${n}`, { signal: new AbortController().signal })),
    );
    const during = Number((await admin.info('clients')).match(/connected_clients:(\d+)/)![1]);
    expect(during - before).toBe(2); // the write client and one reader
    await bus.close();
    for (const stream of streams) expect(await take(stream, 1)).toEqual([]);
  });
});
