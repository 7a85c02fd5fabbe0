/**
 * The conversation store: chat conversations and their messages. The embedded implementation is
 * SQLite (`sqlite-conversation-store.ts`), the shared one Postgres (`postgres/conversation-store.ts`);
 * `index.ts` picks one by configuration, so the provider never knows which it has. Both pass the
 * same behavioural suite (`conversation-store-contract.ts`).
 */
import type { ConversationPurpose } from '@/lib/conversations/agent';
import type { Locale } from '@/lib/i18n/locales';

/** `locale`: the language of the page the conversation was started on; the assistant answers in it. */
type Conversation = { id: string; purpose: ConversationPurpose; locale: Locale; createdAt: string };

export type Message = { id: string; role: 'user' | 'assistant'; content: string; createdAt: string };

export type ConversationSummary = Conversation & {
  messages: number;
  lastMessageAt: string | null;
  /** The start of the visitor's first message; empty before there is one. */
  preview: string;
};

/**
 * Newest first: the first page, the page of older conversations `before` one (by id), or of newer
 * ones `after` it. An unknown cursor gives an empty page.
 */
type ConversationPageRequest = {
  limit: number;
  purpose?: ConversationPurpose;
  before?: string;
  after?: string;
};

/** `older`/`newer`: the cursor for the next page that way, absent when there is none. */
export type ConversationPage = { conversations: ConversationSummary[]; older?: string; newer?: string };

/**
 * The last `limit` messages, or the last `limit` before the message `before`. With `maxBytes` the
 * page also ends at the first message that takes the UTF-8 bytes of its content past `maxBytes`
 * (that message included, so the caller can tell that more exist): the query stops there, and a
 * large conversation is never read whole.
 */
type MessagePage = { limit: number; before?: string; maxBytes?: number };

export interface ConversationStore {
  createConversation(id: string, purpose: ConversationPurpose, locale?: Locale): Promise<void>;
  /** Undefined for an unknown id. */
  findConversation(id: string): Promise<Conversation | undefined>;
  /** Stores a message of an existing conversation and returns it as stored. */
  addMessage(message: { id: string; conversationId: string; role: Message['role']; content: string }): Promise<Message>;
  /**
   * Oldest first, in the order they were added (also when two share a millisecond): all of them,
   * or one page. An unknown `before` gives no messages.
   */
  listMessages(conversationId: string, page?: MessagePage): Promise<Message[]>;
  /** What a conversation holds: its number of messages and their size in UTF-8 bytes. */
  usage(conversationId: string): Promise<{ messages: number; bytes: number }>;
  /**
   * Deletes the conversations, with their messages, created before `cutoff` and without a message
   * since: idle past the retention period. Returns how many went.
   */
  deleteIdle(cutoff: Date): Promise<number>;
  /** One page of conversations, newest first (by creation, then id). */
  listConversations(page: ConversationPageRequest): Promise<ConversationPage>;
  /** The conversations with a message that contains this e-mail address as a whole address, newest first. */
  conversationsMentioning(email: string): Promise<ConversationSummary[]>;
  /** Deletes these conversations with their messages; returns how many went. */
  deleteConversations(ids: readonly string[]): Promise<number>;
  /** Resolves when the backend answers a trivial query, throws otherwise (readiness). */
  ping(): Promise<void>;
  /** Releases the connection; every later call fails. */
  close(): Promise<void>;
}
