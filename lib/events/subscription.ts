import type { ConversationEvent } from './types';

/** A subscriber that falls this far behind is cut off rather than growing memory without bound. */
const MAX_QUEUED_EVENTS = 10_000;

/**
 * One subscriber's queue, read as an async iterable. The bus pushes; the reader pulls. `onEnd` runs
 * once, whichever side ends it (abort, return, overflow, bus closed).
 */
export class Subscription {
  private readonly queue: ConversationEvent[] = [];
  private wake: (() => void) | null = null;
  private ended = false;

  constructor(
    /** The id of the last event this subscriber has (or need not have) seen. */
    public lastId: string,
    private readonly signal: AbortSignal,
    private readonly onEnd: (subscription: Subscription) => void,
  ) {
    if (signal.aborted) this.end();
    else signal.addEventListener('abort', this.end, { once: true });
  }

  get isEnded(): boolean {
    return this.ended;
  }

  push(event: ConversationEvent): void {
    if (this.ended) return;
    if (this.queue.length >= MAX_QUEUED_EVENTS) {
      this.end();
      return;
    }
    this.queue.push(event);
    this.lastId = event.id;
    this.wake?.();
  }

  readonly end = (): void => {
    if (this.ended) return;
    this.ended = true;
    this.queue.length = 0;
    this.signal.removeEventListener('abort', this.end);
    this.wake?.();
    this.onEnd(this);
  };

  [Symbol.asyncIterator](): AsyncIterator<ConversationEvent> {
    return {
      next: async () => {
        while (this.queue.length === 0 && !this.ended) {
          await new Promise<void>((resolve) => {
            this.wake = resolve;
          });
          this.wake = null;
        }
        const event = this.queue.shift();
        return event ? { value: event, done: false } : { value: undefined, done: true };
      },
      return: async () => {
        this.end();
        return { value: undefined, done: true };
      },
    };
  }
}
