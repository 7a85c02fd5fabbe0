/**
 * Small linear-time text helpers. A trimming pattern such as `/[.,]+$/` retries from every position
 * of a long run of its characters, which is quadratic on hostile input; these loops look at each
 * character once.
 */

const WHITESPACE = /\s/;

function isTrimmed(char: string, chars: string, whitespace: boolean): boolean {
  return chars.includes(char) || (whitespace && WHITESPACE.test(char));
}

/** `text` without the trailing characters listed in `chars` (and whitespace, when asked). */
export function trimEndChars(text: string, chars: string, { whitespace = false } = {}): string {
  let end = text.length;
  while (end > 0 && isTrimmed(text[end - 1], chars, whitespace)) end--;
  return text.slice(0, end);
}

/** `text` without the leading and trailing characters listed in `chars`. */
export function trimChars(text: string, chars: string): string {
  let start = 0;
  while (start < text.length && chars.includes(text[start])) start++;
  return trimEndChars(text.slice(start), chars);
}

/** Whitespace-separated tokens, without empty ones. */
export function tokens(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}

/**
 * Words with the whitespace after them, the leading whitespace kept on the first: the pieces join
 * back to exactly `text` (whitespace-only text gives no pieces).
 */
export function wordsWithSpace(text: string): string[] {
  const pieces = text.match(/\S+\s*/g) ?? [];
  const lead = text.length - text.trimStart().length;
  if (pieces.length > 0 && lead > 0) pieces[0] = text.slice(0, lead) + pieces[0];
  return pieces;
}
