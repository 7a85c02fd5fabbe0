/**
 * Search tokens for every site language with `Intl.Segmenter` (docs/behaviour.md#archive-search).
 * Chinese and Japanese have no spaces and Korean words carry particles ("Kairo PR이"), so a word
 * segmenter alone misses a query that the dictionary cuts differently from the text: every run of
 * Han, kana or Hangul also gives its character bigrams (and, for the text, single characters), and a
 * query of those scripts is matched by its bigrams. Latin words (English, Vietnamese syllables) are
 * lowercased and also kept without diacritics, so "tang truong" finds "tăng trưởng".
 * Each call looks at every character a bounded number of times: linear in the text.
 */

/** A character of a script written without spaces between words, or Hangul. */
// Script_Extensions, so the kana length mark (ー) and the iteration mark (々) count with their words.
export const CJK = /[\p{Script_Extensions=Han}\p{Script_Extensions=Hiragana}\p{Script_Extensions=Katakana}\p{Script_Extensions=Hangul}]/u;
const DIACRITICS = /\p{M}/gu;

const segmenters = new Map<string, Intl.Segmenter>();

function wordSegmenter(locale: string): Intl.Segmenter {
  let segmenter = segmenters.get(locale);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(locale, { granularity: 'word' });
    segmenters.set(locale, segmenter);
  }
  return segmenter;
}

const CHUNK = 2000;
const BREAK = /[\s。、！？，]/u;

/**
 * The word segments of `text` with their offsets. V8's segmenter slows down more than linearly on
 * long strings (48,000 characters: 1.2 s whole, 0.14 s in pieces), so the text is segmented in
 * chunks of about 2,000 characters cut after a space or CJK punctuation where one is near.
 */
export function* segments(text: string, locale: string): Generator<{ segment: string; index: number; isWordLike: boolean }> {
  const segmenter = wordSegmenter(locale);
  let start = 0;
  while (start < text.length) {
    let stop = Math.min(text.length, start + CHUNK);
    if (stop < text.length) {
      let cut = stop;
      while (cut > start + CHUNK / 2 && !BREAK.test(text[cut - 1])) cut--;
      if (cut > start + CHUNK / 2) stop = cut;
      else if (/[\uDC00-\uDFFF]/.test(text[stop])) stop--;
    }
    for (const { segment, index, isWordLike } of segmenter.segment(text.slice(start, stop))) {
      yield { segment, index: start + index, isWordLike: isWordLike ?? false };
    }
    start = stop;
  }
}

/** Lowercase, compatibility-normalised (full-width Latin and half-width kana become ordinary). */
export function normalizeText(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

/** `word` without combining marks, "đ" read as "d": what a visitor types without a Vietnamese keyboard. */
export function foldDiacritics(word: string): string {
  return word.normalize('NFD').replace(DIACRITICS, '').replaceAll('đ', 'd').replaceAll('Đ', 'D').normalize('NFC');
}

/** `joined`: the piece follows the previous one with nothing between them. */
type Piece = { text: string; cjk: boolean; joined: boolean };

/** The word-like segments of `text`, each split into its runs of CJK and of other characters. */
function wordPieces(text: string, locale: string): Piece[] {
  const pieces: Piece[] = [];
  let end = -1;
  for (const { segment, index, isWordLike } of segments(normalizeText(text), locale)) {
    if (!isWordLike) continue;
    let run = '';
    let runCjk = false;
    let joined = index === end;
    for (const char of segment) {
      const cjk = CJK.test(char);
      if (run && cjk !== runCjk) {
        pieces.push({ text: run, cjk: runCjk, joined });
        run = '';
        joined = true;
      }
      run += char;
      runCjk = cjk;
    }
    if (run) pieces.push({ text: run, cjk: runCjk, joined });
    end = index + segment.length;
  }
  return pieces;
}

/** The CJK runs of `pieces`: adjacent CJK pieces joined, as the text writes them. */
function cjkRuns(pieces: Piece[]): string[] {
  const runs: string[] = [];
  let run = '';
  for (const piece of pieces) {
    if (run && !(piece.cjk && piece.joined)) {
      runs.push(run);
      run = '';
    }
    if (piece.cjk) run += piece.text;
  }
  if (run) runs.push(run);
  return runs;
}

/** Adjacent character pairs of a CJK run; a run of one character is its own token. */
export function bigrams(run: string): string[] {
  const chars = Array.from(run);
  if (chars.length < 2) return chars;
  const out: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i] + chars[i + 1]);
  return out;
}

/**
 * The tokens a text is indexed under: its words (and their folded forms), and for CJK the words,
 * the bigrams of each run across the segmenter's word boundaries, and its single characters.
 */
export function indexTokens(text: string, locale: string): string[] {
  const pieces = wordPieces(text, locale);
  const tokens: string[] = [];
  for (const piece of pieces) {
    tokens.push(piece.text);
    if (piece.cjk) continue;
    const folded = foldDiacritics(piece.text);
    if (folded !== piece.text) tokens.push(folded);
  }
  for (const run of cjkRuns(pieces)) {
    tokens.push(...bigrams(run));
    if (run.length > 1) tokens.push(...Array.from(run));
  }
  return tokens;
}

/**
 * What a query must find: its Latin words as typed (a word typed without diacritics also finds the
 * folded forms), its CJK runs as bigrams. Every term must occur for a match.
 */
export function queryTokens(query: string, locale: string): string[] {
  const pieces = wordPieces(query, locale);
  const terms = new Set<string>();
  for (const piece of pieces) if (!piece.cjk) terms.add(piece.text);
  for (const run of cjkRuns(pieces)) for (const gram of bigrams(run)) terms.add(gram);
  return [...terms];
}
