/**
 * The conversation engine of the embedded provider: one reply at a time per conversation (reply
 * locks), the limits, the agent runs and their events, streams, the drain at shutdown and the
 * retention clean-up. Stores, events and locks are handed in, so the same engine runs on SQLite
 * and in-process events, or on Postgres and Redis (docs/architecture.md#conversation-engine).
 */
import 'server-only';
import { randomUUID } from 'node:crypto';
import { closeAgentWorkers } from '@/lib/agents/work';
import type { Provider } from '@/lib/conversations/provider';
import type { ConversationStore } from '@/lib/store/conversation-store';
import { drainReplies, idleReplies, sendMessage } from './replies';
import { scheduleRetention } from './retention';
import { createEngineState, requireAgent, requireConversation, type ConversationEngineOptions } from './state';
import { openStream } from './streams';

export type { ConversationEngineOptions } from './state';

const DAY_MS = 24 * 60 * 60 * 1000;

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
  const state = createEngineState(options);
  const { storage, limits, events } = state;
  const cleanup = (now = Date.now()) => storage((s) => s.deleteIdle(new Date(now - limits.retentionDays * DAY_MS)));
  const stopRetention = scheduleRetention(cleanup);

  return {
    storage,
    cleanup,
    idle: () => idleReplies(state),
    openStreamCount: (conversationId) => state.openStreams.get(conversationId) ?? 0,

    async createConversation(purpose, locale) {
      requireAgent(state, purpose);
      const conversationId = randomUUID();
      await storage((s) => s.createConversation(conversationId, purpose, locale));
      return { conversationId };
    },

    async conversationPurpose(conversationId) {
      return (await requireConversation(state, conversationId)).purpose;
    },

    sendMessage: (conversationId, text, sendOptions) => sendMessage(state, conversationId, text, sendOptions),
    openStream: (conversationId, signal, after) => openStream(state, conversationId, signal, after),

    async listMessages(conversationId, page) {
      await requireConversation(state, conversationId);
      return storage((s) => s.listMessages(conversationId, page));
    },

    drain: (signal) => drainReplies(state, signal),

    close() {
      stopRetention();
      void closeAgentWorkers();
      void events.close();
    },
  };
}
