/**
 * The one provider boundary. `embedded` (SQLite + local agents) and `remote` (spec section 7)
 * implement it; nothing else in the app knows how content, forms or conversations are reached.
 */
import type { ConversationPurpose } from '@/lib/agents/types';
import type { StreamChunk } from '@/lib/stream/chunks';

/** A content node exactly as the provider returns it (spec section 3). */
export type ContentNode = {
  id: string;
  fieldValues: Record<string, unknown>;
};

export type ContentProject = 'services' | 'case-studies';

export type InquiryInput = { name: string; company: string; email: string; message: string };
export type ChatContactInput = { name: string; company: string; email: string; goal: 'chat-widget' };
export type CheckerLeadInput = {
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

export type StoredMessage = { id: string; role: 'user' | 'assistant'; content: string; createdAt: string };

export interface Provider {
  readonly kind: 'embedded' | 'remote';
  listNodes(project: ContentProject): Promise<ContentNode[]>;
  submitInquiry(input: InquiryInput): Promise<void>;
  submitChatContact(input: ChatContactInput): Promise<void>;
  submitCheckerLead(input: CheckerLeadInput): Promise<void>;
  createConversation(purpose: ConversationPurpose): Promise<{ conversationId: string }>;
  /** Resolves once the message is accepted; the answer arrives on the stream. */
  sendMessage(conversationId: string, text: string): Promise<void>;
  /** The conversation's events; ends when the signal aborts. */
  openStream(conversationId: string, signal: AbortSignal): AsyncIterable<StreamChunk>;
  listMessages(conversationId: string): Promise<StoredMessage[]>;
  health(): Promise<{ provider: 'embedded' | 'remote'; database: 'ok' | 'unavailable' | 'not-used' }>;
}

/** Unknown conversation id. Handlers answer 404. */
export class NotFoundError extends Error {}
/** The provider failed or answered garbage. Handlers answer 502 with a generic message. */
export class ProviderError extends Error {}
/** The provider did not answer in time. Handlers answer 504. */
export class ProviderTimeoutError extends ProviderError {}
