/**
 * Conversation ids are opaque but safe to put in a URL path segment: starting with a letter or
 * digit rules out "." and "..", so an id can never walk the remote provider's paths.
 */
const CONVERSATION_ID = /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,199}$/;

export function isConversationId(value: string): boolean {
  return CONVERSATION_ID.test(value);
}
