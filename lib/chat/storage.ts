/**
 * Browser storage of the chat: the contact details stay in localStorage indefinitely
 * (docs/behaviour.md#chat-assistant), the conversation id in sessionStorage for the visit, so a reload restores the history. Every
 * read is validated, and a blocked or full storage never breaks the widget.
 */
import { isConversationId } from '@/lib/validation/conversation-id';

export const CONTACT_STORAGE_KEY = 'kairo_chat_contact';
export const CONVERSATION_STORAGE_KEY = 'kairo_chat_conversation';

export type ChatContact = { name: string; company: string; email: string };

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The browser's storage, or undefined where it is missing or blocked (reading the property can throw). */
export function browserStorage(kind: 'local' | 'session'): KeyValueStore | undefined {
  try {
    if (typeof window === 'undefined') return undefined;
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

export function readContact(store: KeyValueStore | undefined): ChatContact | null {
  try {
    const raw = store?.getItem(CONTACT_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return null;
    const { name, company, email } = parsed as Record<string, unknown>;
    return isText(name) && isText(company) && isText(email) ? { name, company, email } : null;
  } catch {
    return null;
  }
}

export function writeContact(store: KeyValueStore | undefined, contact: ChatContact): void {
  try {
    store?.setItem(CONTACT_STORAGE_KEY, JSON.stringify(contact));
  } catch {
    // Without storage the contact still counts for this page view.
  }
}

export function readConversationId(store: KeyValueStore | undefined): string | null {
  try {
    const value = store?.getItem(CONVERSATION_STORAGE_KEY);
    return value && isConversationId(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeConversationId(store: KeyValueStore | undefined, id: string | null): void {
  try {
    if (id) store?.setItem(CONVERSATION_STORAGE_KEY, id);
    else store?.removeItem(CONVERSATION_STORAGE_KEY);
  } catch {
    // The conversation still works; it just will not survive a reload.
  }
}
