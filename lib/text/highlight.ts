import { CJK, foldDiacritics, normalizeText, segments } from './segment';

/** A stretch of text, marked when it matched a search term. */
export type TextPart = { text: string; mark: boolean };

/** Marks the CJK characters of `run` (UTF-16 offsets in `starts`) covered by a term's bigram or single character. */
function markCjkRun(run: string[], starts: number[], terms: ReadonlySet<string>, marked: Uint8Array): void {
  const grams = (i: number) => normalizeText(run[i]) + (i + 1 < run.length ? normalizeText(run[i + 1]) : '');
  const set = (i: number) => marked.fill(1, starts[i], starts[i] + run[i].length);
  for (let i = 0; i < run.length; i++) {
    if (terms.has(normalizeText(run[i]))) set(i);
    if (i + 1 < run.length && terms.has(grams(i))) {
      set(i);
      set(i + 1);
    }
  }
}

/**
 * `text` cut into parts, the words and CJK characters that match one of `terms` (as made by
 * `queryTokens`) marked. Offsets are the original text's, so nothing is re-encoded; one pass over
 * the text's segments and characters.
 */
export function highlight(text: string, terms: readonly string[], locale: string): TextPart[] {
  if (!terms.length || !text) return text ? [{ text, mark: false }] : [];
  const termSet = new Set(terms);
  const marked = new Uint8Array(text.length);
  let run: string[] = [];
  let starts: number[] = [];
  const flush = () => {
    if (run.length) markCjkRun(run, starts, termSet, marked);
    run = [];
    starts = [];
  };
  let end = -1;
  for (const { segment, index, isWordLike } of segments(text, locale)) {
    if (!isWordLike) {
      flush();
      continue;
    }
    if (index !== end) flush();
    end = index + segment.length;
    let offset = index;
    let latin = '';
    let latinStart = index;
    const closeLatin = () => {
      const word = normalizeText(latin);
      if (latin && (termSet.has(word) || termSet.has(foldDiacritics(word)))) marked.fill(1, latinStart, latinStart + latin.length);
      latin = '';
    };
    for (const char of segment) {
      if (CJK.test(char)) {
        closeLatin();
        run.push(char);
        starts.push(offset);
      } else {
        if (!latin) {
          flush();
          latinStart = offset;
        }
        latin += char;
      }
      offset += char.length;
    }
    closeLatin();
  }
  flush();
  return partsOf(text, marked);
}

function partsOf(text: string, marked: Uint8Array): TextPart[] {
  const parts: TextPart[] = [];
  let start = 0;
  for (let i = 1; i <= text.length; i++) {
    if (i === text.length || marked[i] !== marked[start]) {
      parts.push({ text: text.slice(start, i), mark: marked[start] === 1 });
      start = i;
    }
  }
  return parts;
}

/**
 * About `length` characters of `text` around its first marked part, cut at spaces where the text has
 * them, with an ellipsis where it was cut.
 */
export function excerpt(text: string, terms: readonly string[], locale: string, length = 220): TextPart[] {
  const parts = highlight(text, terms, locale);
  let first = 0;
  let at = 0;
  for (const part of parts) {
    if (part.mark) {
      first = at;
      break;
    }
    at += part.text.length;
  }
  let start = Math.max(0, first - Math.floor(length / 3));
  let stop = Math.min(text.length, start + length);
  if (start > 0) {
    const space = text.indexOf(' ', start);
    if (space !== -1 && space < first) start = space + 1;
  }
  if (stop < text.length) {
    const space = text.lastIndexOf(' ', stop);
    if (space > first) stop = space;
  }
  return slice(parts, start, stop, start > 0, stop < text.length);
}

function slice(parts: TextPart[], start: number, stop: number, before: boolean, after: boolean): TextPart[] {
  const out: TextPart[] = before ? [{ text: '…', mark: false }] : [];
  let at = 0;
  for (const part of parts) {
    const from = Math.max(start, at);
    const to = Math.min(stop, at + part.text.length);
    if (from < to) out.push({ text: part.text.slice(from - at, to - at), mark: part.mark });
    at += part.text.length;
  }
  if (after) out.push({ text: '…', mark: false });
  return out;
}
