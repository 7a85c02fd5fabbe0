/**
 * The spec's suspicious-input rule (section 5), shared by the tools' client islands and the API so a
 * script cannot skip it. Plain module: no server-only imports.
 */
export type SuspiciousReason = 'incomplete' | 'spam' | 'test';

// Whole words only for `test`, so real copy such as "testnet", "latest" or "contest" passes.
const TEST_INPUT = /\btest\b|asdf|qwerty|lorem ipsum|123456/i;
const REPEATED_CHARACTER = /(.)\1{5,}/su;

export function checkSuspicious(value: string): SuspiciousReason | null {
  const trimmed = value.trim();
  if (trimmed.length < 3) return 'incomplete';
  if (REPEATED_CHARACTER.test(value)) return 'spam';
  if (TEST_INPUT.test(value)) return 'test';
  return null;
}
