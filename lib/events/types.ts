import type { StreamChunk } from '@/lib/conversations/chunks';

/**
 * Ids look like Redis stream ids, `<milliseconds>-<sequence>`, in both implementations, so a
 * browser's Last-Event-ID means the same thing whichever one the server runs.
 */
export type ConversationEvent = { id: string; chunk: StreamChunk };

export type SubscribeOptions = {
  signal: AbortSignal;
  /** Resume: deliver what was published after this id (still retained), then live events. */
  after?: string;
};

/** The relay between whoever writes a reply and the streams that show it. */
export interface ConversationEvents {
  /** Appends one chunk to the conversation's stream; resolves with its id. */
  publish(conversationId: string, chunk: StreamChunk): Promise<string>;
  /**
   * Resolves once registered: every chunk published after that (or after `after`) is delivered
   * once, in order, until the signal aborts, the iterator is returned, or the bus closes.
   */
  subscribe(conversationId: string, options: SubscribeOptions): Promise<AsyncIterable<ConversationEvent>>;
  /** Ends every subscription and stops reading. */
  close(): Promise<void>;
}

/** How much of a conversation's stream is kept for resuming, and for how long after its last event. */
export const EVENT_RETENTION = { maxEvents: 1_000, ttlSeconds: 600 } as const;

const EVENT_ID = /^\d{1,15}-\d{1,15}$/;

/** Checks a client-sent id (Last-Event-ID) before it reaches a store. */
export function isEventId(value: string): boolean {
  return EVENT_ID.test(value);
}

export function compareEventIds(a: string, b: string): number {
  const [aMs, aSeq] = a.split('-').map(Number);
  const [bMs, bSeq] = b.split('-').map(Number);
  return aMs - bMs || aSeq - bSeq;
}
