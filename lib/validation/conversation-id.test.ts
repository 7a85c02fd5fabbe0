import { describe, expect, it } from 'vitest';
import { CONVERSATION_ID_MAX_LENGTH, isConversationId } from './conversation-id';

describe('isConversationId', () => {
  it('accepts opaque ids up to the length limit', () => {
    expect(isConversationId('chat-0b6c1f2e-9d2a-4c1e-8f3a-1234567890ab')).toBe(true);
    expect(isConversationId('1700000000000-0')).toBe(true);
    expect(isConversationId('a'.repeat(CONVERSATION_ID_MAX_LENGTH))).toBe(true);
    expect(isConversationId('a'.repeat(CONVERSATION_ID_MAX_LENGTH + 1))).toBe(false);
  });

  it('refuses what could walk a path or break out of a segment', () => {
    for (const id of ['', '.', '..', '.hidden', '-x', 'a/b', 'a%2Fb', 'a b', 'a?b', 'ä']) {
      expect(isConversationId(id), id).toBe(false);
    }
  });
});
