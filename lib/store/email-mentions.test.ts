import { describe, expect, it } from 'vitest';
import { redactAddress } from './email-mentions';

describe('redactAddress', () => {
  it('replaces every whole occurrence, in any case, and leaves longer addresses alone', () => {
    expect(redactAddress('To Ann@Example.com, cc joann@example.com and ann@example.com.sg; ann@example.com.', 'ann@example.com', '[x]')).toBe(
      'To [x], cc joann@example.com and ann@example.com.sg; [x].',
    );
    expect(redactAddress('nothing here', 'ann@example.com', '[x]')).toBe('nothing here');
  });
});

it('stays linear on a long hostile text', () => {
  const text = 'ann@example.co'.repeat(20_000);
  const started = performance.now();
  expect(redactAddress(text, 'ann@example.com', '[x]')).toBe(text);
  expect(performance.now() - started).toBeLessThan(1000);
});
