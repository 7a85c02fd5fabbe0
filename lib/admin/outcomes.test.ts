import { describe, expect, it } from 'vitest';
import { outcomeQuery, outcomeText } from './outcomes';

describe('back-office outcome messages', () => {
  it('shows the sentence of a known key', () => {
    expect(outcomeText('staff', 'error', 'last-owner')).toMatch(/at least one owner/);
    expect(outcomeText('leads', 'done', 'note')).toBe('Note added.');
    expect(outcomeQuery('signIn', 'error', 'too-many')).toBe('error=too-many');
  });

  it('shows nothing for text that is not a key, however it is written', () => {
    for (const key of ['Your account is locked: call +1 555 0100', 'toString', '__proto__', 'constructor', '', undefined, ['note']]) {
      expect(outcomeText('staff', 'error', key)).toBeUndefined();
      expect(outcomeText('leads', 'done', key)).toBeUndefined();
    }
    // A key of one kind is not a key of the other.
    expect(outcomeText('leads', 'error', 'note')).toBeUndefined();
  });
});
