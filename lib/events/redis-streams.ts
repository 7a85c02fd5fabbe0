import 'server-only';
import { randomUUID } from 'node:crypto';
import { withinRedisTimeout, type RedisClient } from '@/lib/redis/client.mjs';
import { parseChunk, type StreamChunk } from '@/lib/conversations/chunks';
import { Subscription } from './subscription';
import {
  compareEventIds,
  EVENT_RETENTION,
  isEventId,
  type ConversationEvent,
  type ConversationEvents,
  type SubscribeOptions,
} from './types';

/** How long one XREAD waits; a wake-up entry ends it early whenever the subscriptions change. */
const BLOCK_MS = 30_000;
const READ_COUNT = 500;

export type RedisConversationEventsOptions = {
  /** A connected client for writes; the bus duplicates it for its blocking reader and owns that copy. */
  client: RedisClient;
  prefix: string;
  retention?: { maxEvents: number; ttlSeconds: number };
};

/**
 * One Redis Stream per conversation: every instance appends to it, every instance reads it, so a
 * stream held on one instance receives the reply written on another, and a reconnect anywhere
 * resumes from the last id it saw. Streams are capped in length and expire when idle.
 *
 * Each process reads with ONE blocking connection that multiplexes every subscribed conversation
 * into a single XREAD, rather than one connection per open chat: open streams are long-lived and
 * numerous, and a connection each would multiply Redis connections by visitors. To add a
 * conversation to a read already blocked, the bus appends to a wake-up stream of its own that is
 * part of every XREAD; the entry either ends the blocked read or, if it lands first, makes the
 * next read return at once, so no subscription waits for the block timeout.
 */
export class RedisConversationEvents implements ConversationEvents {
  private readonly client: RedisClient;
  private readonly prefix: string;
  private readonly retention: { maxEvents: number; ttlSeconds: number };
  private readonly subscribers = new Map<string, Set<Subscription>>();
  private readonly wakeKey: string;
  private wakeCursor = '0-0';
  private reader: RedisClient | null = null;
  private loop: Promise<void> | null = null;
  private idle: (() => void) | null = null;
  private closed = false;

  constructor({ client, prefix, retention = EVENT_RETENTION }: RedisConversationEventsOptions) {
    this.client = client;
    this.prefix = prefix;
    this.retention = retention;
    this.wakeKey = `${prefix}events:wake:${randomUUID()}`;
  }

  streamKey(conversationId: string): string {
    return `${this.prefix}events:conversation:${conversationId}`;
  }

  async publish(conversationId: string, chunk: StreamChunk): Promise<string> {
    const key = this.streamKey(conversationId);
    const [id] = await withinRedisTimeout(
      this.client
        .multi()
        .xAdd(key, '*', { c: JSON.stringify(chunk) }, { TRIM: { strategy: 'MAXLEN', strategyModifier: '~', threshold: this.retention.maxEvents } })
        .expire(key, this.retention.ttlSeconds)
        .exec(),
    );
    return String(id);
  }

  async subscribe(conversationId: string, { signal, after }: SubscribeOptions): Promise<AsyncIterable<ConversationEvent>> {
    if (after !== undefined && !isEventId(after)) throw new RangeError(`not an event id: ${JSON.stringify(after.slice(0, 40))}`);
    // Fail at once while Redis is away: the reader's first connect would otherwise wait for it.
    if (!this.client.isReady) throw new Error('Redis is not connected.');
    const key = this.streamKey(conversationId);
    const from = after ?? (await this.lastIdOf(key));
    const subscription = new Subscription(from, signal, (ended) => this.remove(key, ended));
    if (this.closed) subscription.end();
    if (subscription.isEnded) return subscription;
    let set = this.subscribers.get(key);
    if (!set) {
      set = new Set();
      this.subscribers.set(key, set);
    }
    set.add(subscription);
    await this.startReading();
    await this.wake();
    return subscription;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const set of [...this.subscribers.values()]) for (const subscription of [...set]) subscription.end();
    this.idle?.();
    this.reader?.destroy();
    await this.loop;
    await this.client.del(this.wakeKey).catch(() => undefined);
  }

  /** A new subscriber without a resume id starts after the newest entry, so it sees only what follows. */
  private async lastIdOf(key: string): Promise<string> {
    const newest = await withinRedisTimeout(this.client.xRevRange(key, '+', '-', { COUNT: 1 }));
    return newest?.[0]?.id ?? '0-0';
  }

  private remove(key: string, subscription: Subscription): void {
    const set = this.subscribers.get(key);
    set?.delete(subscription);
    if (set && set.size === 0) this.subscribers.delete(key);
  }

  private async startReading(): Promise<void> {
    if (this.reader) return;
    this.reader = this.client.duplicate();
    this.reader.on('error', (error: Error) => {
      if (!this.closed) console.error('[events] Redis reader:', error.message);
    });
    await this.reader.connect();
    this.loop = this.read();
  }

  private async wake(): Promise<void> {
    this.idle?.();
    await this.client
      .multi()
      .xAdd(this.wakeKey, '*', { w: '1' }, { TRIM: { strategy: 'MAXLEN', strategyModifier: '~', threshold: 16 } })
      .expire(this.wakeKey, 3600)
      .exec();
  }

  private async read(): Promise<void> {
    const reader = this.reader!;
    while (!this.closed) {
      if (this.subscribers.size === 0) {
        await new Promise<void>((resolve) => {
          this.idle = resolve;
        });
        this.idle = null;
        continue;
      }
      const streams = [{ key: this.wakeKey, id: this.wakeCursor }];
      for (const [key, set] of this.subscribers) {
        let from: string | undefined;
        for (const subscription of set) if (from === undefined || compareEventIds(subscription.lastId, from) < 0) from = subscription.lastId;
        streams.push({ key, id: from! });
      }
      let reply;
      try {
        reply = await reader.xRead(streams, { BLOCK: BLOCK_MS, COUNT: READ_COUNT });
      } catch (error) {
        if (this.closed) return;
        console.error('[events] XREAD failed, retrying:', (error as Error).message);
        await new Promise((resolve) => setTimeout(resolve, 500));
        continue;
      }
      for (const stream of reply ?? []) this.deliver(String(stream.name), stream.messages);
    }
  }

  private deliver(key: string, messages: { id: string; message: Record<string, string> }[]): void {
    if (key === this.wakeKey) {
      if (messages.length > 0) this.wakeCursor = messages[messages.length - 1].id;
      return;
    }
    for (const { id, message } of messages) {
      const chunk = parseChunk(message.c);
      for (const subscription of this.subscribers.get(key) ?? []) {
        if (compareEventIds(id, subscription.lastId) <= 0) continue;
        // An entry that is not a chunk is skipped, not re-read forever.
        if (chunk) subscription.push({ id, chunk });
        else subscription.lastId = id;
      }
    }
  }
}
