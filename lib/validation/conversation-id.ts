/**
 * Conversation (and message) ids are opaque but safe to put in a URL path segment: starting with a
 * letter or digit rules out "." and "..", so an id can never walk the remote provider's paths.
 * Zod-free: the browser checks a stored id with the same rule the server and the remote provider's
 * answers are held to.
 */
export const PATH_SAFE_ID = /^[A-Za-z0-9][\w.:-]*$/;
export const CONVERSATION_ID_MAX_LENGTH = 200;

export function isConversationId(value: string): boolean {
  return value.length <= CONVERSATION_ID_MAX_LENGTH && PATH_SAFE_ID.test(value);
}
