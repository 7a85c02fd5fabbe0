/**
 * The one provider boundary. `embedded` (SQLite + local agents) and `remote` (docs/behaviour.md#remote-provider-api)
 * implement it; nothing else in the app knows how content, forms or conversations are reached.
 */
import type { ConversationPurpose } from '@/lib/conversations/agent';
import type { StreamChunk } from '@/lib/conversations/chunks';
import type { Locale } from '@/lib/i18n/locales';
import type { CHAT_GOAL } from '@/lib/validation/chat-goal';

/** A content node exactly as the provider returns it (docs/behaviour.md#content-model). */
export type ContentNode = {
  id: string;
  fieldValues: Record<string, unknown>;
};

export type ContentProject = 'services' | 'case-studies';

type InquiryInput = { name: string; company: string; email: string; message: string };
type ChatContactInput = {
  name: string;
  company: string;
  email: string;
  goal: typeof CHAT_GOAL;
  conversationId?: string;
};
type CheckerLeadInput = {
  name: string;
  company: string;
  email: string;
  overallScore: number;
  clarityScore: number;
  proofScore: number;
  mediaToneScore: number;
  investorAppealScore: number;
  pressReleaseText: string;
  strengths: string;
  improvements: string;
};

/**
 * One event of a conversation stream. `id` is set when the events can be resumed from (embedded
 * provider): a reconnecting browser sends the last one it saw as Last-Event-ID.
 */
export type StreamEvent = { id?: string; chunk: StreamChunk };

type StoredMessage = { id: string; role: 'user' | 'assistant'; content: string; createdAt: string };

/**
 * A page of history: the last `limit` messages, or the last `limit` before message `before`; with
 * `maxBytes`, ending at the first message whose content takes the page past that many bytes.
 */
type HistoryPage = { limit: number; before?: string; maxBytes?: number };

/** What a mode does beyond the calls every provider answers; callers branch on these, never on PROVIDER. */
type ProviderCapabilities = {
  /**
   * Services and case studies are files in CONTENT_DIR: validated before a revalidation and
   * refreshed only by one. Otherwise the provider serves them and they are refreshed every 300 s.
   */
  readonly contentFiles: boolean;
  /** Submissions are stored here and delivered by this site (lib/delivery); otherwise by the provider. */
  readonly deliversLeads: boolean;
};

export interface Provider {
  readonly kind: 'embedded' | 'remote';
  readonly capabilities: ProviderCapabilities;
  /** Nodes in `locale` where the source has translations (content files), else in English. */
  listNodes(project: ContentProject, locale?: Locale): Promise<ContentNode[]>;
  /** `locale`: the language the visitor used the site in; English when not given. */
  submitInquiry(input: InquiryInput, locale?: Locale): Promise<void>;
  submitChatContact(input: ChatContactInput, locale?: Locale): Promise<void>;
  submitCheckerLead(input: CheckerLeadInput, locale?: Locale): Promise<void>;
  /** `locale`: the page's language, kept with the conversation (embedded); the remote API has no field for it. */
  createConversation(purpose: ConversationPurpose, locale?: Locale): Promise<{ conversationId: string }>;
  /** The purpose the conversation was created with; NotFoundError for an unknown id. */
  conversationPurpose(conversationId: string): Promise<ConversationPurpose>;
  /**
   * Resolves once the message is accepted; the answer arrives on the stream. `client` (the
   * rate-limit client key) shares local agent work fairly between clients; a remote provider ignores it.
   */
  sendMessage(conversationId: string, text: string, options?: { client?: string }): Promise<void>;
  /**
   * Resolves once the stream is open (so an unknown id or a failing provider rejects before any
   * response is sent) with the conversation's events; the iterable ends when the signal aborts.
   * With `after` (a validated event id) it first delivers the retained events after that one.
   */
  openStream(conversationId: string, signal: AbortSignal, after?: string): Promise<AsyncIterable<StreamEvent>>;
  /**
   * History oldest first, all of it or one page; empty for the remote provider, whose API has no
   * history call.
   */
  listMessages(conversationId: string, page?: HistoryPage): Promise<StoredMessage[]>;
  health(): Promise<{ provider: 'embedded' | 'remote'; database: 'ok' | 'unavailable' | 'not-used' }>;
  /**
   * Start-up, before the first request: the embedded provider deletes conversations idle past the
   * retention period, which opens (and migrates) its store, so a broken store shows in the log at
   * once rather than on a visitor's submit; rejects then. The remote provider has nothing to do.
   */
  start(): Promise<void>;
  /** Readiness: resolves when the store (embedded) or the service (remote) answers; throws otherwise. */
  checkReady(signal: AbortSignal): Promise<void>;
  /**
   * Shutdown: lets replies in progress finish; when the signal aborts, cuts them off (each ends with
   * an error event). Resolves when none is left.
   */
  drain(signal: AbortSignal): Promise<void>;
  /** Ends open streams and background work and releases the database (tests, shutdown). */
  close(): void;
}

/**
 * Errors carry a `providerErrorKind` because `instanceof` fails when the provider was created in
 * another server bundle (instrumentation, another route's chunk) than the handler catching the error;
 * handlers match on the kind through `providerErrorKind()`.
 */
export type ProviderErrorKind =
  'not-found' | 'unsupported-purpose' | 'provider' | 'provider-timeout' | 'conversation-busy' | 'conversation-full';

/** Unknown conversation id. Handlers answer 404. */
export class NotFoundError extends Error {
  readonly providerErrorKind: ProviderErrorKind = 'not-found';
}
/** No agent answers this purpose (embedded provider). Handlers answer 400. */
export class UnsupportedPurposeError extends Error {
  readonly providerErrorKind: ProviderErrorKind = 'unsupported-purpose';
  constructor(readonly purpose: string) {
    super(`No agent is registered for conversations with purpose "${purpose}".`);
  }
}
/** The provider failed or answered garbage. Handlers answer 502 with a generic message. */
export class ProviderError extends Error {
  readonly providerErrorKind: ProviderErrorKind = 'provider';
}
/** The provider did not answer in time. Handlers answer 504. */
export class ProviderTimeoutError extends ProviderError {
  override readonly providerErrorKind: ProviderErrorKind = 'provider-timeout';
}

/** A reply to the conversation is still being written. Handlers answer 409. */
export class ConversationBusyError extends Error {
  readonly providerErrorKind: ProviderErrorKind = 'conversation-busy';
}
/** The conversation holds as many messages or bytes as it may. Handlers answer 413. */
export class ConversationFullError extends Error {
  readonly providerErrorKind: ProviderErrorKind = 'conversation-full';
}

const kinds = new Set<unknown>([
  'not-found',
  'unsupported-purpose',
  'provider',
  'provider-timeout',
  'conversation-busy',
  'conversation-full',
]);

export function providerErrorKind(error: unknown): ProviderErrorKind | undefined {
  if (!(error instanceof Error)) return undefined;
  const kind = (error as { providerErrorKind?: unknown }).providerErrorKind;
  return kinds.has(kind) ? (kind as ProviderErrorKind) : undefined;
}
