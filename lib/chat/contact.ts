import { postJson } from '@/lib/conversations/client';
import { CHAT_GOAL } from '@/lib/validation/chat-goal';
import type { ChatContact } from './storage';

/** Sends the widget's contact step; `website` is the decoy field people leave empty and bots fill in. */
export async function submitChatContact(
  contact: ChatContact,
  website = '',
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  await postJson('/api/chat/contact', { ...contact, goal: CHAT_GOAL, website }, fetchImpl);
}
