import { randomUUID } from 'node:crypto';
import type { Agent, ConversationPurpose } from '@/lib/conversations/agent';
import type { StreamChunk } from '@/lib/conversations/chunks';
import type { ConversationEvents } from '@/lib/events/types';
import { deadline } from '@/lib/lifecycle/deadline';
import { UnsupportedPurposeError } from '@/lib/conversations/provider';
import type { Locale } from '@/lib/i18n/locales';
import type { ConversationStore } from '@/lib/store/conversation-store';

/** What the browser sees when a local agent fails; the cause goes to the server log only. */
export const AGENT_ERROR_TEXT = 'The assistant could not answer just now. Please try again.';

/** The agent sees at most this many earlier messages: enough context, bounded work per reply. */
const AGENT_HISTORY_MESSAGES = 20;

export type Reply = {
  conversationId: string;
  purpose: ConversationPurpose;
  locale: Locale;
  userMessageId: string;
  text: string;
};

type ReplyOptions = {
  agentFor: (purpose: ConversationPurpose) => Agent | undefined;
  storage: <T>(action: (store: ConversationStore) => Promise<T>) => Promise<T>;
  events: ConversationEvents;
  agentTimeoutMs: number;
  /** Aborts at close and at the drain deadline: every reply still running ends with an error event. */
  stop: AbortSignal;
};

/**
 * Iterates the agent's fragments but gives up as soon as the signal aborts, even while the agent
 * is stuck in an await that ignores the signal; a hung agent must not block the conversation.
 */
async function* untilAborted<T>(source: AsyncIterable<T>, signal: AbortSignal): AsyncGenerator<T> {
  const iterator = source[Symbol.asyncIterator]();
  let fail: () => void = () => undefined;
  const aborted = new Promise<never>((_, reject) => {
    fail = () => reject(signal.reason ?? new Error('aborted'));
  });
  aborted.catch(() => undefined);
  if (signal.aborted) fail();
  else signal.addEventListener('abort', fail, { once: true });
  try {
    while (true) {
      const result = await Promise.race([iterator.next(), aborted]);
      if (result.done) return;
      yield result.value;
    }
  } finally {
    signal.removeEventListener('abort', fail);
    if (signal.aborted) void Promise.resolve(iterator.return?.()).catch(() => undefined);
  }
}

/**
 * Writes one reply: the agent's fragments go out as `text-delta` chunks of one message, the whole
 * text is stored, then `finish`; any failure ends the reply with an `error` chunk instead.
 */
export function createReplier({ agentFor, storage, events, agentTimeoutMs, stop }: ReplyOptions) {
  /** A reply whose chunks cannot be relayed is still stored: the history shows it on the next load. */
  async function publish(conversationId: string, chunk: StreamChunk): Promise<void> {
    try {
      await events.publish(conversationId, chunk);
    } catch (error) {
      console.error(`[embedded provider] could not relay a chunk of conversation ${conversationId}:`, error);
    }
  }

  return async function answer({ conversationId, purpose, locale, userMessageId, text }: Reply): Promise<void> {
    const messageId = randomUUID();
    try {
      const agent = agentFor(purpose);
      if (!agent) throw new UnsupportedPurposeError(purpose);
      const history = (
        await storage((store) => store.listMessages(conversationId, { before: userMessageId, limit: AGENT_HISTORY_MESSAGES }))
      ).map(({ role, content }) => ({ role, content }));
      const signal = AbortSignal.any([stop, deadline(agentTimeoutMs)]);

      // The one call into the local agents (and through them the worker pool, lib/agents/work).
      const fragments = agent({ conversationId, text, history, locale, signal });
      let content = '';
      for await (const fragment of untilAborted(fragments, signal)) {
        if (typeof fragment !== 'string' || fragment === '') continue;
        content += fragment;
        await publish(conversationId, { type: 'text-delta', id: messageId, delta: fragment });
      }
      if (content.trim() === '') throw new Error('The agent produced no text.');
      await storage((store) => store.addMessage({ id: messageId, conversationId, role: 'assistant', content }));
      await publish(conversationId, { type: 'finish', id: messageId });
    } catch (error) {
      if (!stop.aborted) {
        console.error(`[embedded provider] agent "${purpose}" failed in conversation ${conversationId}:`, error);
      }
      await publish(conversationId, { type: 'error', id: messageId, errorText: AGENT_ERROR_TEXT });
    }
  };
}
