/**
 * The suspicious-input rule in docs/behaviour.md#suspicious-input, shared by the tools' client islands and the API's
 * server-side guard so a script cannot skip it.
 */
export type SuspiciousReason = 'incomplete' | 'spam' | 'test';

const MIN_TRIMMED_LENGTH = 3;

/** Any single character six or more times in a row ("aaaaaa", "!!!!!!"). */
const REPEATED_CHARACTER = /(.)\1{5,}/su;

/**
 * Placeholder text people type to try a form. "test" counts only as a whole word: as a substring it
 * would reject real press releases ("latest", "fastest", "contest", "attestation"). The other
 * markers are substrings (docs/behaviour.md#suspicious-input).
 */
const TEST_INPUT = /\btest\b|asdf|qwerty|lorem ipsum|123456/i;

/** Why a text value looks like a non-answer, or null when it looks like real input. */
export function checkSuspicious(value: string): SuspiciousReason | null {
  const trimmed = value.trim();
  if (trimmed.length < MIN_TRIMMED_LENGTH) return 'incomplete';
  if (REPEATED_CHARACTER.test(value)) return 'spam';
  if (TEST_INPUT.test(value)) return 'test';
  return null;
}
