import { postJson } from '@/lib/conversations/client';
import { CHAT_GOAL } from '@/lib/validation/chat-goal';
import type { ChatContact } from './storage';

/**
 * Sends the widget's contact step; `website` is the decoy field people leave empty and bots fill in,
 * `conversationId` the visit's conversation, when there is one, so the lead links to its transcript.
 */
export async function submitChatContact(
  contact: ChatContact,
  { website = '', conversationId }: { website?: string; conversationId?: string | null } = {},
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  const conversation = conversationId ? { conversationId } : {};
  await postJson('/api/chat/contact', { ...contact, goal: CHAT_GOAL, website, ...conversation }, fetchImpl);
}
