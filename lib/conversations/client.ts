/**
 * The browser's side of a conversation with the site API, shared by the chat widget and the PR
 * Credibility Checker: create one, open its event stream, send a message, read its history.
 * Framework-free so the same functions are unit-tested here and used by the React islands; each call
 * throws on failure and the caller decides what the visitor sees.
 */
import type { ConversationPurpose } from '@/lib/conversations/agent';
import type { StreamChunk } from '@/lib/conversations/chunks';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import { parseStreamEvent } from '@/lib/conversations/parse-event';

type Fetch = typeof fetch;

export class ConversationApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export async function request(fetchImpl: Fetch, url: string, init?: RequestInit): Promise<Response> {
  const response = await fetchImpl(
    url,
    init?.body ? { ...init, headers: { 'content-type': 'application/json' } } : init,
  );
  if (!response.ok)
    throw new ConversationApiError(`${init?.method ?? 'GET'} ${url} answered ${response.status}`, response.status);
  return response;
}

/** POSTs a JSON body to the site API; throws on any status but 2xx. */
export function postJson(url: string, body: unknown, fetchImpl: Fetch = fetch): Promise<Response> {
  return request(fetchImpl, url, { method: 'POST', body: JSON.stringify(body) });
}

export const conversationUrl = (id: string, part: 'messages' | 'stream') =>
  `/api/conversations/${encodeURIComponent(id)}/${part}`;

/**
 * `locale`: the page's language, which the assistant answers in; sent only when it is not English,
 * the language of a conversation created without one.
 */
export async function createConversation(
  purpose: ConversationPurpose,
  fetchImpl: Fetch = fetch,
  locale?: Locale,
): Promise<string> {
  const response = await postJson('/api/conversations', locale && locale !== defaultLocale ? { purpose, locale } : { purpose }, fetchImpl);
  const body: unknown = await response.json();
  const id = (body as { conversationId?: unknown } | null)?.conversationId;
  if (typeof id !== 'string' || !id)
    throw new ConversationApiError('POST /api/conversations answered without a conversationId', response.status);
  return id;
}

/** Sends a visitor's message; the answer arrives on the conversation's stream. */
export async function sendMessage(conversationId: string, text: string, fetchImpl: Fetch = fetch): Promise<void> {
  await postJson(conversationUrl(conversationId, 'messages'), { text }, fetchImpl);
}

/** The part of the browser's EventSource a conversation stream uses. */
export type EventSourceLike = {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent<string>) => void) | null;
  onerror: ((event: Event) => void) | null;
  close(): void;
};

type StreamHandlers = {
  onOpen: () => void;
  /** Every well-formed chunk; frames that are not chunks are skipped. */
  onChunk: (chunk: StreamChunk) => void;
  onError: (event: Event) => void;
};

/**
 * Opens the conversation's event stream. The browser's EventSource sends the last event id when it
 * reconnects, so the server resumes after the last event this page saw; callers that give up on a
 * failed stream close the returned source in `onError`.
 */
export function openConversationStream(
  conversationId: string,
  { onOpen, onChunk, onError }: StreamHandlers,
  open: (url: string) => EventSourceLike = (url) => new EventSource(url),
): EventSourceLike {
  const source = open(conversationUrl(conversationId, 'stream'));
  source.onopen = () => onOpen();
  source.onmessage = (event) => {
    const chunk = parseStreamEvent(event.data);
    if (chunk) onChunk(chunk);
  };
  source.onerror = onError;
  return source;
}
