/**
 * The checker page's conversation (docs/behaviour.md#pr-credibility-checker), free of React so it can be tested with
 * fakes: a checker conversation is created when the page loads and its event stream opened; an
 * analysis posts the instruction and the release as one message, accumulates the text deltas and
 * ends on `finish`. Every failure is logged and ends the analysis without a message to the user.
 */
import {
  createConversation,
  openConversationStream,
  sendMessage,
  type EventSourceLike,
} from '@/lib/conversations/client';
import type { StreamChunk } from '@/lib/conversations/chunks';
import type { Locale } from '@/lib/i18n/locales';
import { buildCheckerMessage } from './instruction';

export type CheckerSessionDeps = {
  fetch: typeof fetch;
  openEventSource: (url: string) => EventSourceLike;
  log: (message: string, error?: unknown) => void;
  /** The page's language: the report is written in it (docs/behaviour.md#scoring-by-language). */
  locale?: Locale;
  /** How long an analysis may wait for its reply before it is given up. */
  replyTimeoutMs?: number;
};

const DEFAULT_REPLY_TIMEOUT_MS = 120_000;

type Listener = (chunk: StreamChunk | 'closed') => void;

export class CheckerSession {
  private conversationId: Promise<string> | null = null;
  private source: EventSourceLike | null = null;
  private opened: Promise<void> | null = null;
  private listener: Listener | null = null;
  private closed = false;

  constructor(private readonly deps: CheckerSessionDeps) {}

  /** Creates the conversation and opens its stream; failures are logged and retried on analyze. */
  async start(): Promise<void> {
    try {
      await this.ensureStream();
    } catch (error) {
      this.deps.log('Checker conversation could not be started', error);
    }
  }

  /**
   * Runs one analysis. Resolves with the report text on `finish`, or null when the conversation,
   * the stream, the send or the reply failed (already logged).
   */
  async analyze(pressRelease: string): Promise<string | null> {
    let id: string;
    try {
      id = await this.ensureStream();
    } catch (error) {
      this.deps.log('Checker conversation could not be started', error);
      return null;
    }

    let text = '';
    let settle: (value: string | null) => void = () => undefined;
    const reply = new Promise<string | null>((resolve) => (settle = resolve));
    const timer = setTimeout(() => {
      this.deps.log('Checker reply timed out');
      settle(null);
    }, this.deps.replyTimeoutMs ?? DEFAULT_REPLY_TIMEOUT_MS);
    this.listener = (chunk) => {
      if (chunk === 'closed') {
        settle(null);
      } else if (chunk.type === 'text-delta') {
        text += chunk.delta;
      } else if (chunk.type === 'finish') {
        settle(text);
      } else {
        this.deps.log(`Checker stream error: ${chunk.errorText}`);
        settle(null);
      }
    };

    try {
      await sendMessage(id, buildCheckerMessage(pressRelease), this.deps.fetch);
    } catch (error) {
      this.deps.log('Checker message could not be sent', error);
      settle(null);
    }

    const result = await reply;
    clearTimeout(timer);
    this.listener = null;
    return result;
  }

  close(): void {
    this.closed = true;
    this.dropStream();
  }

  private ensureConversation(): Promise<string> {
    this.conversationId ??= createConversation('checker', this.deps.fetch, this.deps.locale);
    // A failed start is forgotten, so the next analysis tries again.
    this.conversationId.catch(() => (this.conversationId = null));
    return this.conversationId;
  }

  /** The conversation id once its stream is open: a message sent before that would be missed. */
  private async ensureStream(): Promise<string> {
    const id = await this.ensureConversation();
    if (this.closed) throw new Error('The checker session is closed');
    this.opened ??= new Promise<void>((resolve, reject) => {
      let isOpen = false;
      this.source = openConversationStream(
        id,
        {
          onOpen: () => {
            isOpen = true;
            resolve();
          },
          onChunk: (chunk) => this.listener?.(chunk),
          // No automatic reconnect: the stream is dropped and reopened by the next analysis.
          onError: () => {
            this.deps.log('Checker stream failed');
            this.dropStream();
            if (!isOpen) reject(new Error('The checker stream could not be opened'));
          },
        },
        this.deps.openEventSource,
      );
    });
    await this.opened;
    return id;
  }

  private dropStream(): void {
    this.source?.close();
    this.source = null;
    this.opened = null;
    this.listener?.('closed');
  }
}
