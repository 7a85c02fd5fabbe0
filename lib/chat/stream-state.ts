/**
 * The chat widget's message state as a pure reducer (docs/behaviour.md#chat-assistant): the user's
 * message appears at once and sets the waiting flag; stream chunks grow or start assistant messages;
 * the flag clears on `finish`, on a failed send, and on an `error` event, which ends that reply.
 */
import type { StreamChunk } from '@/lib/conversations/chunks';

type ChatRole = 'user' | 'assistant';

export type ChatMessage = { id: string; role: ChatRole; content: string };

export type ChatState = { messages: ChatMessage[]; waiting: boolean };

export type ChatAction =
  | { type: 'sent'; id: string; text: string }
  | { type: 'send-failed' }
  | { type: 'chunk'; chunk: StreamChunk }
  | { type: 'restored'; messages: ChatMessage[] };

export const initialChatState: ChatState = { messages: [], waiting: false };

function lastAssistantIndex(messages: ChatMessage[]): number {
  for (let i = messages.length - 1; i >= 0; i--) if (messages[i].role === 'assistant') return i;
  return -1;
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'sent':
      return { messages: [...state.messages, { id: action.id, role: 'user', content: action.text }], waiting: true };
    case 'send-failed':
      return { ...state, waiting: false };
    case 'restored':
      // History loaded after a reload must not drop messages that arrived while it was loading.
      return state.messages.length ? state : { ...state, messages: action.messages };
    case 'chunk': {
      const { chunk } = action;
      if (chunk.type === 'finish' || chunk.type === 'error')
        return state.waiting ? { ...state, waiting: false } : state;
      const index = lastAssistantIndex(state.messages);
      if (index >= 0 && state.messages[index].id === chunk.id) {
        const messages = state.messages.slice();
        messages[index] = { ...messages[index], content: messages[index].content + chunk.delta };
        return { ...state, messages };
      }
      return { ...state, messages: [...state.messages, { id: chunk.id, role: 'assistant', content: chunk.delta }] };
    }
  }
}

/** The send rule in docs/behaviour.md#chat-assistant: text that is not blank, a conversation, and no reply pending. */
export function canSend(text: string, conversationId: string | null, waiting: boolean): boolean {
  return text.trim() !== '' && conversationId !== null && !waiting;
}
