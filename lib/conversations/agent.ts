/**
 * A local agent answers one user message of a conversation by yielding text fragments.
 * The provider wraps the fragments into `text-delta` chunks with one message id, then `finish`.
 */
import type { Locale } from '@/lib/i18n/locales';

export type ConversationPurpose = 'chat' | 'checker';

export type AgentMessage = { role: 'user' | 'assistant'; content: string };

export type AgentInput = {
  conversationId: string;
  /** The new user message. */
  text: string;
  /** Earlier messages of the conversation, oldest first, without the new one. */
  history: AgentMessage[];
  /** The language of the page the conversation was started on; replies are written in it. */
  locale?: Locale;
  signal?: AbortSignal;
};

export type Agent = (input: AgentInput) => AsyncIterable<string>;
