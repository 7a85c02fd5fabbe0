import { wordsWithSpace } from '@/lib/text/linear';

/**
 * Splits a composed reply into small fragments so the browser renders it progressively, as it would
 * a model's tokens. Whitespace stays attached to the word before it, so joining gives the text back.
 */
export function toFragments(text: string, wordsPerFragment = 3): string[] {
  const words = wordsWithSpace(text);
  const fragments: string[] = [];
  for (let i = 0; i < words.length; i += wordsPerFragment) {
    fragments.push(words.slice(i, i + wordsPerFragment).join(''));
  }
  return fragments;
}

/** Lets the event loop run between fragments so each one can be written out as its own event. */
export function nextTick(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
