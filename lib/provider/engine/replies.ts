import 'server-only';
import { randomUUID } from 'node:crypto';
import { asClient } from '@/lib/agents/work';
import type { ReplyLock } from '@/lib/events/reply-lock';
import { ConversationBusyError, ProviderError, type Provider } from '@/lib/conversations/provider';
import { requireRoom } from './limits';
import { requireAgent, requireConversation, type EngineState } from './state';

/**
 * A reply lock outlives the agent's timeout by this much, so it cannot lapse while the reply is
 * still being stored and announced; it lapses by itself only when the instance holding it died.
 */
const REPLY_LOCK_MARGIN_MS = 30_000;

async function acquireReplyLock(state: EngineState, conversationId: string): Promise<ReplyLock> {
  let lock: ReplyLock | null;
  try {
    lock = await state.locks.acquire(conversationId, state.agentTimeoutMs + REPLY_LOCK_MARGIN_MS);
  } catch (error) {
    throw new ProviderError('The reply lock is unavailable.', { cause: error });
  }
  if (!lock) throw new ConversationBusyError(`Conversation ${conversationId} is answering.`);
  return lock;
}

function releaseReplyLock(lock: ReplyLock): void {
  lock.release().catch((error) => console.error('[embedded provider] could not release a reply lock:', error));
}

/** Stores the visitor's message and starts the reply, which this instance alone writes. */
export async function sendMessage(
  state: EngineState,
  conversationId: string,
  text: string,
  options?: Parameters<Provider['sendMessage']>[2],
): Promise<void> {
  const { storage, limits, runs } = state;
  const { purpose, locale } = await requireConversation(state, conversationId);
  requireAgent(state, purpose);
  // Taken before anything is stored, so a refused message leaves no trace.
  const lock = await acquireReplyLock(state, conversationId);
  const userMessageId = randomUUID();
  try {
    requireRoom(await storage((s) => s.usage(conversationId)), text, limits);
    await storage((s) => s.addMessage({ id: userMessageId, conversationId, role: 'user', content: text }));
  } catch (error) {
    releaseReplyLock(lock);
    throw error;
  }
  // The agent's steps run under the sender's client key, so the worker pool shares workers fairly.
  const run = asClient(options?.client, () =>
    state.answer({ conversationId, purpose, locale, userMessageId, text }),
  ).finally(() => {
    releaseReplyLock(lock);
    runs.delete(run);
  });
  runs.add(run);
}

/** Resolves once no reply of this instance is running, including replies started while waiting. */
export async function idleReplies({ runs }: EngineState): Promise<void> {
  while (runs.size > 0) await Promise.allSettled([...runs]);
}

/** Waits for this instance's replies; once the signal aborts, the replies still running are cut off. */
export async function drainReplies(state: EngineState, signal: AbortSignal): Promise<void> {
  const cut = () => state.replies.abort();
  if (signal.aborted) cut();
  else signal.addEventListener('abort', cut, { once: true });
  try {
    await idleReplies(state);
  } finally {
    signal.removeEventListener('abort', cut);
  }
}
