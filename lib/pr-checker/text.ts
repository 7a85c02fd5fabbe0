/**
 * Splits a pasted press release into the parts the signals measure: headline, story paragraphs,
 * the "About" boilerplate, the media contact, sentences, words and quotations.
 */
import { tokens, trimEndChars } from '@/lib/text/linear';
import { PLACE_NAME } from './lexicon';


export type Quote = {
  text: string;
  /** The paragraph the quote sits in, with every quotation blanked out. */
  context: string;
};

export type PressReleaseDoc = {
  headline: string | null;
  /** Paragraphs of the story: after the headline, before the boilerplate. */
  story: string[];
  /** The "About …" boilerplate paragraphs, heading included. */
  about: string[];
  /** The media-contact block. */
  contact: string[];
  /** First story paragraph, joined with the next one when it holds only a dateline. */
  lead: string;
  /** Story and boilerplate, the text facts are counted in. */
  factText: string;
  /** `factText` with quotations blanked out: the company's own voice. */
  ownVoice: string;
  sentences: string[];
  /** Sentences of the story and the boilerplate. */
  factSentences: string[];
  /** Words of the story that contain a letter. */
  words: string[];
  quotes: Quote[];
  /** Capitalised tokens that appear mid-sentence somewhere: names, not sentence openers. */
  names: Set<string>;
  /** The full name mentioned most often, other than a place: usually the announcing company. */
  subject: string | null;
};

const PREAMBLE = /^(?:for immediate release|press release|news release|media release|embargoed?\b.*)$/i;
const END_MARK = /^(?:#{3,}|-+\s*ends?\s*-+|[–—-]*\s*ends\s*[–—-]*|\*{3,})$/i;
const ABOUT_HEADING = /^about\s+\S/i;
const CONTACT_HEADING = /^(?:media|press)\s+(?:contact|enquiries|inquiries)|^contacts?\s*:|^for (?:media|press) (?:enquiries|inquiries)|^for more information\b/i;

/**
 * Straight or curly double quotes; a span shorter than 20 characters is a term, not a quotation.
 * A curly quotation holds no opening mark, so an unclosed one is given up at the next.
 */
const QUOTATION = /“([^“”\n]+)”|"([^"\n]+)"/g;
const MIN_QUOTE_LENGTH = 20;

const SENTENCE_BREAK = /(?<=[.!?])["”’)\]]*\s+(?=["“‘(]?[A-Z0-9])/;

function splitParagraphs(text: string): string[] {
  const normalised = text.replace(/\r\n?/g, '\n').replace(/\u00a0/g, ' ');
  const hasBlankLines = /\n[ \t]*\n/.test(normalised.trim());
  // Without blank lines every line is a paragraph.
  const blocks = hasBlankLines ? normalised.split(/\n[ \t]*\n/) : normalised.split('\n');
  const paragraphs: string[] = [];
  let headlineSeen = false;
  // True until the first paragraph of prose: only the opening holds a preamble and the headline.
  let opening = true;
  for (const block of blocks) {
    const lines = block.split('\n').map((l) => l.trim()).filter(Boolean);
    if (lines.length === 0) continue;
    // Blocks may be hard-wrapped prose, so only a preamble, the headline, a dateline on its own
    // line and section headings are peeled off line by line.
    while (lines.length > 1) {
      const line = lines[0];
      const peel =
        (opening && PREAMBLE.test(line)) ||
        (opening && !headlineSeen && isHeadingLike(line, HEADLINE_MAX_WORDS) && !startsWithDateline(line)) ||
        (opening && isDatelineOnly(line)) ||
        ((ABOUT_HEADING.test(line) || CONTACT_HEADING.test(line)) && isHeadingLike(line));
      if (!peel) break;
      if (opening && !PREAMBLE.test(line) && !isDatelineOnly(line)) headlineSeen = true;
      paragraphs.push(lines.shift() as string);
    }
    const joined = lines.join(' ');
    if (opening && !PREAMBLE.test(joined)) headlineSeen = true;
    if (!PREAMBLE.test(joined) && !isHeadingLike(joined, HEADLINE_MAX_WORDS)) opening = false;
    paragraphs.push(joined);
  }
  return paragraphs.map((p) => p.replace(/[ \t]+/g, ' '));
}

const DATELINE_ONLY_MAX_WORDS = 12;

const NAME_RUN = /\p{Lu}[\p{L}\d&'’.-]*(?:\s+\p{Lu}[\p{L}\d&'’.-]*)*/gu;

/** Runs of capitalised words that contain a known name, with sentence openers such as "The" dropped. */
function nameRuns(text: string, names: Set<string>): string[] {
  const runs: string[] = [];
  for (const m of text.matchAll(NAME_RUN)) {
    const words = m[0].split(/\s+/).map(trimToken);
    while (words.length && NOT_NAMES.has(words[0])) words.shift();
    if (words.some((w) => names.has(w))) runs.push(words.join(' '));
  }
  return runs;
}

/** The whole name a token belongs to: "Lumora" → "Lumora Labs". */
export function fullName(text: string, token: string): string {
  for (const m of text.matchAll(NAME_RUN)) {
    if (m[0].split(/\s+/).some((w) => trimToken(w) === token)) return trimToken(m[0]);
  }
  return token;
}

function mostFrequentName(text: string, names: Set<string>): string | null {
  const counts = new Map<string, number>();
  let best: string | null = null;
  let bestCount = 0;
  for (const run of nameRuns(text, names)) {
    if (PLACE_NAME.test(run)) continue;
    const count = (counts.get(run) ?? 0) + 1;
    counts.set(run, count);
    if (count > bestCount) {
      best = run;
      bestCount = count;
    }
  }
  return best;
}

function isDatelineOnly(line: string): boolean {
  return wordCount(line) <= DATELINE_ONLY_MAX_WORDS && startsWithDateline(line);
}

function isHeadingLike(line: string, maxWords = 20): boolean {
  return !/[.,;:]$/.test(line) && wordCount(line) <= maxWords;
}

const HEADLINE_MAX_WORDS = 30;

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const LETTER = /\p{L}/u;
const trimToken = (token: string) => trimEndChars(token, ".'’-");

/** Whitespace-separated words that hold a letter or a digit. */
export function wordCount(text: string): number {
  let count = 0;
  for (const token of tokens(text)) if (LETTER_OR_DIGIT.test(token)) count++;
  return count;
}

export function splitSentences(paragraph: string): string[] {
  return paragraph
    .split(SENTENCE_BREAK)
    .map((s) => s.trim())
    .filter((s) => /\p{L}/u.test(s));
}

function blankQuotes(text: string): string {
  return text.replace(QUOTATION, (match) => (match.length - 2 >= MIN_QUOTE_LENGTH ? ' '.repeat(match.length) : match));
}

function findQuotes(paragraphs: string[]): Quote[] {
  const quotes: Quote[] = [];
  for (const paragraph of paragraphs) {
    const context = blankQuotes(paragraph);
    for (const match of paragraph.matchAll(QUOTATION)) {
      const text = (match[1] ?? match[2]).trim();
      if (text.length >= MIN_QUOTE_LENGTH) quotes.push({ text, context });
    }
  }
  return quotes;
}

const NOT_NAMES = new Set([
  'I', 'A', 'An', 'The', 'This', 'That', 'These', 'Those', 'It', 'Its', 'We', 'Our', 'Us', 'You', 'Your',
  'He', 'She', 'They', 'Their', 'His', 'Her', 'In', 'On', 'At', 'For', 'With', 'By', 'From', 'To', 'Of',
  'And', 'But', 'Or', 'As', 'If', 'Now', 'Today', 'New', 'All', 'More', 'About', 'After', 'Before',
  'January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October',
  'November', 'December', 'Jan', 'Feb', 'Mar', 'Apr', 'Jun', 'Jul', 'Aug', 'Sep', 'Sept', 'Oct', 'Nov', 'Dec',
  'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday',
]);

/** A capitalised token, not preceded by a letter or digit (so "iPhone" is not split). */
const CAPITALISED = /(?<![\p{L}\p{N}])\p{Lu}[\p{L}\p{N}&'’.-]*/gu;
const FIRST_WORD = /[\p{L}\p{N}]/u;

/** Capitalised tokens that do not open a sentence: the release's proper nouns. */
function collectNames(sentences: string[]): Set<string> {
  const names = new Set<string>();
  for (const sentence of sentences) {
    const firstAt = sentence.search(FIRST_WORD);
    for (const match of sentence.matchAll(CAPITALISED)) {
      if (match.index === firstAt) continue;
      const token = trimToken(match[0]);
      if (!NOT_NAMES.has(token)) names.add(token);
    }
  }
  return names;
}

/** Tokens of a text that are known names (see `collectNames`). */
export function namesIn(text: string, names: Set<string>): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(CAPITALISED)) {
    const token = trimToken(match[0]);
    if (names.has(token)) found.push(token);
  }
  return found;
}


export function parsePressRelease(text: string): PressReleaseDoc {
  const paragraphs = splitParagraphs(text).filter((p) => !PREAMBLE.test(p) && !END_MARK.test(p));

  let headline: string | null = null;
  if (paragraphs.length > 1 && isHeadingLike(paragraphs[0], HEADLINE_MAX_WORDS) && !startsWithDateline(paragraphs[0])) {
    headline = paragraphs.shift() ?? null;
  }

  const story: string[] = [];
  const about: string[] = [];
  const contact: string[] = [];
  let section: 'story' | 'about' | 'contact' = 'story';
  for (const paragraph of paragraphs) {
    if (ABOUT_HEADING.test(paragraph) && wordCount(paragraph.split(/[:.]/)[0]) <= 8) section = 'about';
    else if (CONTACT_HEADING.test(paragraph)) section = 'contact';
    (section === 'story' ? story : section === 'about' ? about : contact).push(paragraph);
  }

  let lead = story[0] ?? '';
  if (story.length > 1 && isDatelineOnly(lead)) {
    lead = `${lead} ${story[1]}`;
  }

  const factText = [...story, ...about].join('\n\n');
  const sentences = story.flatMap(splitSentences);
  const factSentences = [...sentences, ...about.flatMap(splitSentences)];
  const words = tokens(story.join(' ')).filter((token) => LETTER.test(token));
  // The headline is left out: title case would make every one of its words look like a name.
  const names = collectNames(factSentences);

  return {
    headline,
    story,
    about,
    contact,
    lead,
    factText,
    ownVoice: blankQuotes(factText),
    sentences,
    factSentences,
    words,
    quotes: findQuotes([...story, ...about]),
    names,
    subject: mostFrequentName(factText, names),
  };
}

const MONTH =
  '(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\\.?';

/** "May 12, 2025", "12 May 2025", "2025-05-12", "May 12". */
export const DATE_SOURCE = `(?:${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?(?:,?\\s+\\d{4})?|\\d{1,2}(?:st|nd|rd|th)?\\s+${MONTH},?\\s+\\d{4}|\\d{4}-\\d{2}-\\d{2})`;

// Every run around the place is bounded: a dateline is short, and unbounded blanks next to the
// place's own blanks would backtrack polynomially on a long run of spaces.
export const DATELINE = new RegExp(
  `^\\s{0,8}(\\p{Lu}[\\p{L}.'’ -]{1,40}(?:,\\s{0,3}\\p{Lu}[\\p{L}.'’ -]{1,30}){0,2})\\s{0,3}[,–—-]{1,3}\\s{0,3}(${DATE_SOURCE})(?![\\p{L}\\d])`,
  'u',
);

/** The place and date opening a paragraph ("SINGAPORE, May 12, 2025 —"), or null. */
export function matchDateline(paragraph: string): { place: string; date: string; length: number } | null {
  const match = DATELINE.exec(paragraph);
  if (!match) return null;
  return { place: match[1].trim(), date: match[2], length: match[0].length };
}

function startsWithDateline(paragraph: string): boolean {
  return matchDateline(paragraph) !== null;
}

/** Syllables of one word, by vowel groups with the usual silent-e corrections. */
export function countSyllables(word: string): number {
  const w = word.toLowerCase().replace(/[^a-z]/g, '');
  if (w.length === 0) return 0;
  if (w.length <= 3) return 1;
  const trimmed = w.replace(/(?:[^laeiouy]es|[^laeiouydt]ed|[^laeiouy]e)$/, (m) => m[0]).replace(/^y/, '');
  const groups = trimmed.match(/[aeiouy]+/g);
  return Math.max(1, groups ? groups.length : 1);
}

/** Flesch–Kincaid grade level of the story; null when there is too little text to tell. */
export function fleschKincaidGrade(doc: PressReleaseDoc): number | null {
  const sentences = doc.sentences.length;
  const words = doc.words.length;
  if (sentences === 0 || words < 30) return null;
  const syllables = doc.words.reduce((sum, w) => sum + countSyllables(w), 0);
  return 0.39 * (words / sentences) + 11.8 * (syllables / words) - 15.59;
}
