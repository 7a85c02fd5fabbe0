import { describe, expect, it } from 'vitest';
import { deadline } from './deadline';

describe('deadline', () => {
  it('aborts with a TimeoutError after the given time, also inside AbortSignal.any', async () => {
    const signal = AbortSignal.any([deadline(20), new AbortController().signal]);
    expect(signal.aborted).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(signal.aborted).toBe(true);
    expect((signal.reason as DOMException).name).toBe('TimeoutError');
  });
});
