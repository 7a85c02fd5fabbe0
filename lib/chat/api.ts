/**
 * The widget's calls to the site API (architecture table). Framework-free so the same functions are
 * unit-tested here and used by the React hook; each throws on a failed call and callers decide what
 * the visitor sees (docs/behaviour.md#chat-assistant).
 */
import { CHAT_GOAL } from '@/lib/validation/chat-goal';
import type { ChatMessage } from './stream-state';
import type { ChatContact } from './storage';

type Fetch = typeof fetch;

export class ChatApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

async function request(fetchImpl: Fetch, url: string, init?: RequestInit): Promise<Response> {
  const response = await fetchImpl(url, {
    ...init,
    headers: init?.body
      ? { 'content-type': 'application/json', accept: 'application/json' }
      : { accept: 'application/json' },
  });
  if (!response.ok)
    throw new ChatApiError(`${init?.method ?? 'GET'} ${url} answered ${response.status}`, response.status);
  return response;
}

/** Sends the contact step; `website` is the decoy field people leave empty and bots fill in. */
export async function submitChatContact(contact: ChatContact, website = '', fetchImpl: Fetch = fetch): Promise<void> {
  await request(fetchImpl, '/api/chat/contact', {
    method: 'POST',
    body: JSON.stringify({ ...contact, goal: CHAT_GOAL, website }),
  });
}

export async function createChatConversation(fetchImpl: Fetch = fetch): Promise<string> {
  const response = await request(fetchImpl, '/api/conversations', {
    method: 'POST',
    body: JSON.stringify({ purpose: 'chat' }),
  });
  const body: unknown = await response.json();
  const id = (body as { conversationId?: unknown } | null)?.conversationId;
  if (typeof id !== 'string' || !id)
    throw new ChatApiError('POST /api/conversations answered without a conversationId', response.status);
  return id;
}

export async function postChatMessage(conversationId: string, text: string, fetchImpl: Fetch = fetch): Promise<void> {
  await request(fetchImpl, `/api/conversations/${encodeURIComponent(conversationId)}/messages`, {
    method: 'POST',
    body: JSON.stringify({ text }),
  });
}

/** The stored history of a conversation, or null when the server no longer knows it. */
export async function fetchChatHistory(
  conversationId: string,
  fetchImpl: Fetch = fetch,
): Promise<ChatMessage[] | null> {
  let response: Response;
  try {
    response = await request(fetchImpl, `/api/conversations/${encodeURIComponent(conversationId)}/messages`);
  } catch (error) {
    if (error instanceof ChatApiError && error.status === 404) return null;
    throw error;
  }
  const body = (await response.json()) as { messages?: unknown };
  if (!Array.isArray(body?.messages)) return [];
  return body.messages.flatMap((m: unknown) => {
    const { id, role, content } = (m ?? {}) as Record<string, unknown>;
    return typeof id === 'string' && (role === 'user' || role === 'assistant') && typeof content === 'string'
      ? [{ id, role, content }]
      : [];
  });
}

export function chatStreamUrl(conversationId: string): string {
  return `/api/conversations/${encodeURIComponent(conversationId)}/stream`;
}
