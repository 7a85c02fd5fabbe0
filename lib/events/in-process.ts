import type { StreamChunk } from '@/lib/conversations/chunks';
import { Subscription } from './subscription';
import { compareEventIds, EVENT_RETENTION, isEventId, type ConversationEvent, type ConversationEvents, type SubscribeOptions } from './types';

type Retained = { events: ConversationEvent[]; expiresAt: number };

/**
 * Publish/subscribe per conversation inside one process (the embedded mode). Like the Redis
 * implementation it keeps the last events of each conversation for a while, so a stream that
 * reconnects with the last id it saw resumes without gaps.
 */
export class InProcessConversationEvents implements ConversationEvents {
  private readonly subscribers = new Map<string, Set<Subscription>>();
  private readonly retained = new Map<string, Retained>();
  private lastMs = 0;
  private sequence = 0;
  private lastSweep = Date.now();
  private closed = false;

  constructor(private readonly retention: { maxEvents: number; ttlSeconds: number } = EVENT_RETENTION) {}

  async publish(conversationId: string, chunk: StreamChunk): Promise<string> {
    const event = { id: this.nextId(), chunk };
    const now = Date.now();
    this.sweep(now);
    const kept = this.retained.get(conversationId) ?? { events: [], expiresAt: 0 };
    kept.events.push(event);
    if (kept.events.length > this.retention.maxEvents) kept.events.shift();
    kept.expiresAt = now + this.retention.ttlSeconds * 1000;
    this.retained.set(conversationId, kept);
    for (const subscription of this.subscribers.get(conversationId) ?? []) subscription.push(event);
    return event.id;
  }

  async subscribe(conversationId: string, { signal, after }: SubscribeOptions): Promise<AsyncIterable<ConversationEvent>> {
    if (after !== undefined && !isEventId(after)) throw new RangeError(`not an event id: ${JSON.stringify(after.slice(0, 40))}`);
    const subscription = new Subscription(after ?? this.formatId(this.lastMs, this.sequence), signal, (ended) =>
      this.remove(conversationId, ended),
    );
    if (this.closed) subscription.end();
    if (subscription.isEnded) return subscription;
    if (after !== undefined) {
      const kept = this.retained.get(conversationId);
      if (kept && kept.expiresAt > Date.now()) {
        for (const event of kept.events) if (compareEventIds(event.id, after) > 0) subscription.push(event);
      }
    }
    let set = this.subscribers.get(conversationId);
    if (!set) {
      set = new Set();
      this.subscribers.set(conversationId, set);
    }
    set.add(subscription);
    return subscription;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const set of [...this.subscribers.values()]) for (const subscription of [...set]) subscription.end();
    this.retained.clear();
  }

  private remove(conversationId: string, subscription: Subscription): void {
    const set = this.subscribers.get(conversationId);
    set?.delete(subscription);
    if (set && set.size === 0) this.subscribers.delete(conversationId);
  }

  /** Increasing ids in the Redis format, even when the clock stands still or steps back. */
  private nextId(): string {
    const now = Date.now();
    if (now > this.lastMs) {
      this.lastMs = now;
      this.sequence = 0;
    } else {
      this.sequence += 1;
    }
    return this.formatId(this.lastMs, this.sequence);
  }

  private formatId(ms: number, sequence: number): string {
    return `${ms}-${sequence}`;
  }

  /** Drops expired conversations at most once a minute, so idle ones do not pile up. */
  private sweep(now: number): void {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [conversationId, kept] of this.retained) if (kept.expiresAt <= now) this.retained.delete(conversationId);
  }
}
