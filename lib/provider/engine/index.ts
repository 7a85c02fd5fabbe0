/**
 * The conversation engine of the embedded provider: one reply at a time per conversation (reply
 * locks), the limits, the agent runs and their events, streams, the drain at shutdown and the
 * retention clean-up. Stores, events and locks are handed in, so the same engine runs on SQLite
 * and in-process events, or on Postgres and Redis (docs/architecture.md#conversation-engine).
 */
import 'server-only';
import { randomUUID } from 'node:crypto';
import { asClient, closeAgentWorkers } from '@/lib/agents/work';
import type { Agent, ConversationPurpose } from '@/lib/conversations/agent';
import type { ConversationEvents } from '@/lib/events/types';
import type { ReplyLock, ReplyLocks } from '@/lib/events/reply-lock';
import {
  ConversationBusyError,
  NotFoundError,
  ProviderError,
  UnsupportedPurposeError,
  type Provider,
} from '@/lib/conversations/provider';
import type { ConversationStore } from '@/lib/store/conversation-store';
import { createReplier } from './answer';
import { storeCall } from './store-call';
import { requireRoom, type ConversationLimits } from './limits';
import { scheduleRetention } from './retention';

/**
 * A reply lock outlives the agent's timeout by this much, so it cannot lapse while the reply is
 * still being stored and announced; it lapses by itself only when the instance holding it died.
 */
const REPLY_LOCK_MARGIN_MS = 30_000;
const DAY_MS = 24 * 60 * 60 * 1000;

export type ConversationEngineOptions = {
  store: ConversationStore;
  agentFor: (purpose: ConversationPurpose) => Agent | undefined;
  events: ConversationEvents;
  locks: ReplyLocks;
  limits: ConversationLimits;
  agentTimeoutMs: number;
  /** Aborts when the provider closes: every call is refused from then on. */
  closed: AbortSignal;
};

type ConversationCalls = Pick<
  Provider,
  'createConversation' | 'conversationPurpose' | 'sendMessage' | 'openStream' | 'listMessages' | 'drain'
>;

export type ConversationEngine = ConversationCalls & {
  /** Runs a store call while open, failures as ProviderError. */
  storage<T>(action: (store: ConversationStore) => Promise<T>): Promise<T>;
  openStreamCount(conversationId: string): number;
  idle(): Promise<void>;
  cleanup(now?: number): Promise<number>;
  close(): void;
};

export function createConversationEngine(options: ConversationEngineOptions): ConversationEngine {
  const { store, agentFor, events, locks, limits, agentTimeoutMs, closed } = options;
  const openStreams = new Map<string, number>();
  // Cuts off agent replies at the drain deadline, before the provider itself closes.
  const replies = new AbortController();
  // Replies being written by this instance, for idle() and the drain.
  const runs = new Set<Promise<void>>();
  const storage = <T>(action: (conversations: ConversationStore) => Promise<T>) => storeCall(closed, () => action(store));
  const answer = createReplier({
    agentFor,
    storage,
    events,
    agentTimeoutMs,
    stop: AbortSignal.any([closed, replies.signal]),
  });

  async function requireConversation(conversationId: string) {
    const conversation = await storage((s) => s.findConversation(conversationId));
    if (!conversation) throw new NotFoundError(`Unknown conversation ${conversationId}`);
    return conversation;
  }

  function requireAgent(purpose: ConversationPurpose): void {
    if (!agentFor(purpose)) throw new UnsupportedPurposeError(purpose);
  }

  async function acquireReplyLock(conversationId: string): Promise<ReplyLock> {
    let lock: ReplyLock | null;
    try {
      lock = await locks.acquire(conversationId, agentTimeoutMs + REPLY_LOCK_MARGIN_MS);
    } catch (error) {
      throw new ProviderError('The reply lock is unavailable.', { cause: error });
    }
    if (!lock) throw new ConversationBusyError(`Conversation ${conversationId} is answering.`);
    return lock;
  }

  function releaseReplyLock(lock: ReplyLock): void {
    lock.release().catch((error) => console.error('[embedded provider] could not release a reply lock:', error));
  }

  function countStream(conversationId: string, signal: AbortSignal): void {
    openStreams.set(conversationId, (openStreams.get(conversationId) ?? 0) + 1);
    signal.addEventListener(
      'abort',
      () => {
        const left = (openStreams.get(conversationId) ?? 1) - 1;
        if (left > 0) openStreams.set(conversationId, left);
        else openStreams.delete(conversationId);
      },
      { once: true },
    );
  }

  const cleanup = (now = Date.now()) => storage((s) => s.deleteIdle(new Date(now - limits.retentionDays * DAY_MS)));
  const stopRetention = scheduleRetention(cleanup);

  async function idle(): Promise<void> {
    while (runs.size > 0) await Promise.allSettled([...runs]);
  }

  return {
    storage,
    cleanup,
    idle,
    openStreamCount: (conversationId) => openStreams.get(conversationId) ?? 0,

    async createConversation(purpose, locale) {
      requireAgent(purpose);
      const conversationId = randomUUID();
      await storage((s) => s.createConversation(conversationId, purpose, locale));
      return { conversationId };
    },

    async conversationPurpose(conversationId) {
      return (await requireConversation(conversationId)).purpose;
    },

    async sendMessage(conversationId, text, options) {
      const { purpose, locale } = await requireConversation(conversationId);
      requireAgent(purpose);
      // Taken before anything is stored, so a refused message leaves no trace.
      const lock = await acquireReplyLock(conversationId);
      const userMessageId = randomUUID();
      try {
        requireRoom(await storage((s) => s.usage(conversationId)), text, limits);
        await storage((s) => s.addMessage({ id: userMessageId, conversationId, role: 'user', content: text }));
      } catch (error) {
        releaseReplyLock(lock);
        throw error;
      }
      // The agent's steps run under the sender's client key, so the worker pool shares workers fairly.
      const run = asClient(options?.client, () => answer({ conversationId, purpose, locale, userMessageId, text })).finally(() => {
        releaseReplyLock(lock);
        runs.delete(run);
      });
      runs.add(run);
    },

    async openStream(conversationId, signal, after) {
      await requireConversation(conversationId);
      let stream;
      try {
        stream = await events.subscribe(conversationId, { signal, after });
      } catch (error) {
        throw new ProviderError('The conversation events are unavailable.', { cause: error });
      }
      if (!signal.aborted) countStream(conversationId, signal);
      return stream;
    },

    async listMessages(conversationId, page) {
      await requireConversation(conversationId);
      return storage((s) => s.listMessages(conversationId, page));
    },

    async drain(signal) {
      const cut = () => replies.abort();
      if (signal.aborted) cut();
      else signal.addEventListener('abort', cut, { once: true });
      try {
        await idle();
      } finally {
        signal.removeEventListener('abort', cut);
      }
    },

    close() {
      stopRetention();
      void closeAgentWorkers();
      void events.close();
    },
  };
}
