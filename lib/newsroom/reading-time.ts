import type { Locale } from '@/lib/i18n/locales';

const WORDS_PER_MINUTE = 220;

/**
 * Chinese, Japanese and Korean readers are measured in characters per minute (docs/i18n.md#newsroom):
 * Chinese and Japanese do not separate words with spaces, and a Korean spaced unit holds several words.
 */
const CHARACTERS_PER_MINUTE: Partial<Record<Locale, number>> = { zh: 400, ja: 500, ko: 500 };

/** Vietnamese writes one syllable per spaced token, so a minute holds more tokens than English words. */
const TOKENS_PER_MINUTE: Partial<Record<Locale, number>> = { vi: 300 };

function plainText(markdown: string): string {
  return markdown.replace(/\]\([^()]*\)/g, ']').replace(/[#>*_`|[\]]/g, ' ');
}

/** Words in Markdown text, ignoring link targets and formatting marks. */
export function countWords(markdown: string): number {
  return plainText(markdown)
    .split(/\s+/)
    .filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/gu;

/**
 * Letters and digits of the text. In NFC a Hangul syllable or a kanji is one code point, and a
 * combining mark is not a letter, so counting code points counts what a reader sees; segmenting
 * into graphemes gave the same figure at several times the cost, paid on every content read.
 */
function countCharacters(markdown: string): number {
  return plainText(markdown).normalize('NFC').match(LETTER_OR_DIGIT)?.length ?? 0;
}

/** Whole minutes, at least 1, at the reading speed of the article's language. */
export function readingMinutes(markdown: string, locale: Locale = 'en'): number {
  const perMinute = CHARACTERS_PER_MINUTE[locale];
  const minutes = perMinute
    ? countCharacters(markdown) / perMinute
    : countWords(markdown) / (TOKENS_PER_MINUTE[locale] ?? WORDS_PER_MINUTE);
  return Math.max(1, Math.ceil(minutes));
}
