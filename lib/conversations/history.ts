/**
 * A conversation's stored history, for the chat widget's restore after a reload. Apart from the rest
 * of the client so the checker, which never reads history, does not ship it.
 */
import { ConversationApiError, conversationUrl, request } from './client';

export type StoredMessage = { id: string; role: 'user' | 'assistant'; content: string };

/** The stored history of a conversation, or null when the server no longer knows it. */
export async function fetchHistory(
  conversationId: string,
  fetchImpl: typeof fetch = fetch,
): Promise<StoredMessage[] | null> {
  let response: Response;
  try {
    response = await request(fetchImpl, conversationUrl(conversationId, 'messages'));
  } catch (error) {
    if (error instanceof ConversationApiError && error.status === 404) return null;
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
