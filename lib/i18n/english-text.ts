/**
 * Finds English sentences in the text of a translated page (docs/i18n.md): a run of at least three
 * consecutive words in plain ASCII letters, two of them common English words ("Book a Call", "Back
 * to home"). Names (lib/i18n/brand-terms.ts) are taken out first; Latin abbreviations (PR, SEO, TGE),
 * single product names and Vietnamese (whose words carry diacritics) do not make such a run.
 * Relative imports only: the e2e specs read this module outside the Next bundler.
 */
import { brandTerms } from './brand-terms';

const COMMON_ENGLISH = new Set(
  (
    'the a an and or of to in on for with from by at as is are be was were has have this that these ' +
    'it its you your we our us they their not no can will more all get how what who when why about ' +
    'into than then each every any do does here there out up if so but one new free read see learn ' +
    'back home book call page found try again send contact view open close menu next previous search'
  ).split(' '),
);

const MIN_RUN = 3;
const MIN_COMMON = 2;

const OPENING = new Set('("\'“‘[');
const CLOSING = new Set(')"\'”’].,:;!?…');

/** A word in ASCII letters, with the punctuation around it removed; null for anything else. */
function asciiWord(token: string): string | null {
  let start = 0;
  let end = token.length;
  while (start < end && OPENING.has(token[start])) start += 1;
  while (end > start && CLOSING.has(token[end - 1])) end -= 1;
  const word = token.slice(start, end);
  return /^[A-Za-z]+(?:['’-][A-Za-z]+)*$/.test(word) ? word.toLowerCase() : null;
}

/** The English runs in one text ("" when none), e.g. "Book a Call" in "相談 Book a Call". */
export function englishRuns(text: string): string[] {
  let rest = text;
  for (const term of brandTerms) rest = rest.split(term).join(' | ');
  const runs: string[] = [];
  let run: string[] = [];
  const close = () => {
    if (run.length >= MIN_RUN && run.filter((word) => COMMON_ENGLISH.has(word)).length >= MIN_COMMON)
      runs.push(run.join(' '));
    run = [];
  };
  for (const token of rest.split(/\s+/)) {
    const word = asciiWord(token);
    if (word) run.push(word);
    else close();
    // A sentence ends at its full stop even when the next one is English too.
    if (word && /[.!?]$/.test(token)) close();
  }
  close();
  return runs;
}
