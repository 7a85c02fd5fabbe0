import { ConversationFullError } from '@/lib/conversations/provider';

export type ConversationLimits = {
  /** Messages per conversation, replies included. */
  maxMessages: number;
  /** UTF-8 bytes of stored text per conversation; a message that would pass it is refused. */
  maxBytes: number;
  /** Conversations with no message for this many days are deleted. */
  retentionDays: number;
};

export const DEFAULT_CONVERSATION_LIMITS: ConversationLimits = {
  maxMessages: 200,
  maxBytes: 1_048_576,
  retentionDays: 30,
};

/** Refuses a message the conversation has no room for: count and bytes, its reply included. */
export function requireRoom(usage: { messages: number; bytes: number }, text: string, limits: ConversationLimits): void {
  if (usage.messages + 2 > limits.maxMessages) {
    throw new ConversationFullError(
      `This conversation has reached its limit of ${limits.maxMessages} messages. Please start a new conversation.`,
    );
  }
  if (usage.bytes + Buffer.byteLength(text) > limits.maxBytes) {
    throw new ConversationFullError(
      `This conversation has reached its size limit of ${Math.round(limits.maxBytes / 1024)} kB. Please start a new conversation.`,
    );
  }
}
