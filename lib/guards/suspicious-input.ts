/**
 * The suspicious-input rule of spec section 5, shared by the tools' client islands and the API's
 * server-side guard so a script cannot skip it.
 */
export type SuspiciousReason = 'incomplete' | 'spam' | 'test';

const MIN_TRIMMED_LENGTH = 3;

/** Any single character six or more times in a row ("aaaaaa", "!!!!!!"). */
const REPEATED_CHARACTER = /(.)\1{5,}/su;

/**
 * Placeholder text people type to try a form. The spec says "containing test", but as a substring
 * that rejects real press releases ("latest", "fastest", "contest", "attestation"), so "test" counts
 * only as a whole word. This is a deliberate fix of the spec's wording (issue 7); the other
 * markers stay substrings as the spec says.
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
