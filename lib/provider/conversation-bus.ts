import 'server-only';
import type { StreamChunk } from '@/lib/stream/chunks';

/** A subscriber that falls this far behind is cut off rather than growing memory without bound. */
const MAX_QUEUED_CHUNKS = 10_000;

type Subscriber = {
  queue: StreamChunk[];
  wake: (() => void) | null;
  closed: boolean;
};

/**
 * In-process publish/subscribe per conversation. Chunks published while nobody listens are dropped:
 * the stream is live, and the stored messages are the record.
 */
export class ConversationBus {
  private readonly subscribers = new Map<string, Set<Subscriber>>();

  publish(conversationId: string, chunk: StreamChunk): void {
    for (const subscriber of this.subscribers.get(conversationId) ?? []) {
      if (subscriber.queue.length >= MAX_QUEUED_CHUNKS) {
        this.close(conversationId, subscriber);
        continue;
      }
      subscriber.queue.push(chunk);
      subscriber.wake?.();
    }
  }

  subscriberCount(conversationId: string): number {
    return this.subscribers.get(conversationId)?.size ?? 0;
  }

  /** Registers at once (not on first read), so nothing published after this call is missed. */
  subscribe(conversationId: string, signal: AbortSignal): AsyncIterable<StreamChunk> {
    const subscriber: Subscriber = { queue: [], wake: null, closed: false };
    let set = this.subscribers.get(conversationId);
    if (!set) {
      set = new Set();
      this.subscribers.set(conversationId, set);
    }
    set.add(subscriber);

    const onAbort = () => this.close(conversationId, subscriber);
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });

    const next = async (): Promise<IteratorResult<StreamChunk>> => {
      while (subscriber.queue.length === 0 && !subscriber.closed) {
        await new Promise<void>((resolve) => {
          subscriber.wake = resolve;
        });
        subscriber.wake = null;
      }
      const chunk = subscriber.queue.shift();
      return chunk ? { value: chunk, done: false } : { value: undefined, done: true };
    };

    return {
      [Symbol.asyncIterator]: () => ({
        next,
        return: async () => {
          signal.removeEventListener('abort', onAbort);
          this.close(conversationId, subscriber);
          return { value: undefined, done: true };
        },
      }),
    };
  }

  /** Ends every subscription, e.g. when the provider shuts down. */
  closeAll(): void {
    for (const [conversationId, set] of this.subscribers) {
      for (const subscriber of set) this.close(conversationId, subscriber);
    }
  }

  private close(conversationId: string, subscriber: Subscriber): void {
    if (subscriber.closed) return;
    subscriber.closed = true;
    subscriber.queue.length = 0;
    subscriber.wake?.();
    const set = this.subscribers.get(conversationId);
    set?.delete(subscriber);
    if (set && set.size === 0) this.subscribers.delete(conversationId);
  }
}
