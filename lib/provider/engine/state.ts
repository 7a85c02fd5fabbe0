import 'server-only';
import type { Agent, ConversationPurpose } from '@/lib/conversations/agent';
import type { ConversationEvents } from '@/lib/events/types';
import type { ReplyLocks } from '@/lib/events/reply-lock';
import { NotFoundError, UnsupportedPurposeError } from '@/lib/conversations/provider';
import type { ConversationStore } from '@/lib/store/conversation-store';
import { createReplier } from './answer';
import { storeCall } from './store-call';
import type { ConversationLimits } from './limits';

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

/** What the engine's calls share: its options and what this instance is doing right now. */
export type EngineState = ConversationEngineOptions & {
  storage: <T>(action: (store: ConversationStore) => Promise<T>) => Promise<T>;
  answer: ReturnType<typeof createReplier>;
  /** Open streams per conversation on this instance. */
  openStreams: Map<string, number>;
  /** Cuts off agent replies at the drain deadline, before the provider itself closes. */
  replies: AbortController;
  /** Replies being written by this instance, for idle() and the drain. */
  runs: Set<Promise<void>>;
};

export function createEngineState(options: ConversationEngineOptions): EngineState {
  const { store, agentFor, events, agentTimeoutMs, closed } = options;
  const replies = new AbortController();
  const storage = <T>(action: (conversations: ConversationStore) => Promise<T>) =>
    storeCall(closed, () => action(store));
  const answer = createReplier({
    agentFor,
    storage,
    events,
    agentTimeoutMs,
    stop: AbortSignal.any([closed, replies.signal]),
  });
  return { ...options, storage, answer, openStreams: new Map(), replies, runs: new Set() };
}

export async function requireConversation(state: EngineState, conversationId: string) {
  const conversation = await state.storage((s) => s.findConversation(conversationId));
  if (!conversation) throw new NotFoundError(`Unknown conversation ${conversationId}`);
  return conversation;
}

export function requireAgent(state: EngineState, purpose: ConversationPurpose): void {
  if (!state.agentFor(purpose)) throw new UnsupportedPurposeError(purpose);
}
