/**
 * Plain-text matching of the language lists (lib/pr-checker/languages): every search is `indexOf`
 * over the text, so the cost is the text's length times the list's, with no backtracking.
 */
import type { LanguageRules } from '../languages/types';

const LETTER = /\p{L}/u;

/** Latin-script lists match whole words only, so "nhất" does not match inside "thống nhất"'s neighbour. */
function boundedAt(text: string, at: number, length: number): boolean {
  const before = at > 0 ? text[at - 1] : ' ';
  const after = at + length < text.length ? text[at + length] : ' ';
  return !LETTER.test(before) && !LETTER.test(after);
}

export type Matcher = {
  /** Every occurrence of the terms, as found, longest term first at a position. */
  find: (text: string, terms: readonly string[]) => string[];
  has: (text: string, terms: readonly string[]) => boolean;
  /** How the text is compared: lower case for Latin script. */
  fold: (text: string) => string;
};

export function matcherFor(rules: LanguageRules): Matcher {
  const latin = rules.lengthUnit === 'words';
  const fold = (text: string) => (latin ? text.toLowerCase() : text);
  const find = (text: string, terms: readonly string[]) => {
    const haystack = fold(text);
    const found: string[] = [];
    for (const term of terms) {
      const needle = fold(term);
      if (!needle) continue;
      let at = haystack.indexOf(needle);
      while (at >= 0) {
        if (!latin || boundedAt(haystack, at, needle.trimEnd().length)) found.push(text.slice(at, at + needle.length).trim());
        at = haystack.indexOf(needle, at + needle.length);
      }
    }
    return found;
  };
  return { find, has: (text, terms) => find(text, terms).length > 0, fold };
}

/** Distinct items, first spelling kept, at most `limit`. */
export function distinct(items: string[], limit = 4): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of items) {
    const key = item.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(item);
  }
  return out.slice(0, limit);
}
