import { postJson } from '@/lib/conversations/client';
import { CHAT_GOAL } from '@/lib/validation/chat-goal';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import type { ChatContact } from './storage';

/**
 * Sends the widget's contact step; `website` is the decoy field people leave empty and bots fill in,
 * `conversationId` the visit's conversation, when there is one, so the lead links to its transcript;
 * `locale` the page's language, so the answer to the lead is written in it.
 */
export async function submitChatContact(
  contact: ChatContact,
  {
    website = '',
    conversationId,
    locale,
  }: { website?: string; conversationId?: string | null; locale?: Locale } = {},
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  const conversation = conversationId ? { conversationId } : {};
  // English is what the endpoint assumes without one, so an English page sends the body it always did.
  const language = locale && locale !== defaultLocale ? { locale } : {};
  await postJson('/api/chat/contact', { ...contact, goal: CHAT_GOAL, website, ...conversation, ...language }, fetchImpl);
}
