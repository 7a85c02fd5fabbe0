/**
 * E-mail addresses inside free text (chat messages): how a transcript is tied to the lead with the
 * same address, and which conversations an erasure must remove. Loops over characters, not
 * patterns over the whole text, so a hostile message costs linear time.
 */
import { tokens, trimChars } from '@/lib/text/linear';
import { EMAIL_PATTERN } from '@/lib/validation/rules';

const LOCAL_CHARS = "abcdefghijklmnopqrstuvwxyz0123456789._%+-'";
const DOMAIN_CHARS = 'abcdefghijklmnopqrstuvwxyz0123456789-';
const MAX_ADDRESS_CHARS = 254;
const MAX_ADDRESSES = 20;

/**
 * True when `text` contains `email` as a whole address, ignoring case: `ann@example.com` is in
 * "write to ann@example.com." but not in "joann@example.com" or "ann@example.com.sg".
 */
export function mentionsAddress(text: string, email: string): boolean {
  const haystack = text.toLowerCase();
  const needle = email.trim().toLowerCase();
  if (!needle) return false;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) {
    const before = haystack[at - 1];
    const after = haystack[at + needle.length];
    const next = haystack[at + needle.length + 1];
    const startsClean = before === undefined || !LOCAL_CHARS.includes(before);
    const endsClean =
      after === undefined ||
      (after === '.' ? next === undefined || !DOMAIN_CHARS.includes(next) : !DOMAIN_CHARS.includes(after));
    if (startsClean && endsClean) return true;
  }
  return false;
}

/** The distinct addresses written in `text`, lower-cased, at most 20. */
export function addressesIn(text: string): string[] {
  const found = new Set<string>();
  for (const token of tokens(text)) {
    if (found.size >= MAX_ADDRESSES) break;
    if (!token.includes('@') || token.length > MAX_ADDRESS_CHARS + 8) continue;
    const candidate = trimChars(token, '<>()[]{}"\',;:.!?').toLowerCase();
    if (candidate.length <= MAX_ADDRESS_CHARS && EMAIL_PATTERN.test(candidate)) found.add(candidate);
  }
  return [...found];
}

/** `text` with every whole occurrence of `email` (any case) replaced by `marker`; linear time. */
export function redactAddress(text: string, email: string, marker: string): string {
  const needle = email.trim().toLowerCase();
  if (!needle || !mentionsAddress(text, needle)) return text;
  const haystack = text.toLowerCase();
  let out = '';
  let from = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) {
    if (at < from || !mentionsAddress(text.slice(Math.max(0, at - 1), at + needle.length + 2), needle)) continue;
    out += text.slice(from, at) + marker;
    from = at + needle.length;
  }
  return out + text.slice(from);
}
