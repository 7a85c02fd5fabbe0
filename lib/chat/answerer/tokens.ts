/**
 * How a language's text becomes search terms, the same for the index and for a question, so the two
 * meet (docs/behaviour.md#how-the-assistant-answers):
 * - Chinese and Japanese: the runtime's dictionary segmenter (`Intl.Segmenter`, words) plus the
 *   character pairs of every run of Han and kana, so a term the segmenter cuts differently in a
 *   question than in a passage still matches;
 * - Korean: words (eojeol) with the glossary's particles and endings cut off, plus the syllable pairs
 *   of a longer stem, since compounds are written with and without spaces;
 * - Vietnamese: syllables and pairs of adjacent syllables, each twice: as written (tone marks kept,
 *   so "nhánh" is not "nhanh") and folded (marked `~`), which is what a question typed without marks
 *   is matched on;
 * - English and Latin words elsewhere: lower case, accents folded, the glossary's endings cut off.
 * Words the glossary says carry no meaning are left out.
 */
import { languageTag, type Locale } from '@/lib/i18n/locales';
import type { Glossary } from './vocabulary';

export type Term = {
  text: string;
  /** `word`: a whole word or stem; `pair`: two characters or syllables, only there to join words. */
  kind: 'word' | 'pair';
  /** The word of the question this term came from (a pair names its first word). */
  origin: string;
};

export type Analyzer = {
  locale: Locale;
  /** The terms of `text`; `folded`: Vietnamese read without its marks (a question typed so). */
  terms(text: string, folded?: boolean): Term[];
  /** `text` as phrases are compared in it: lower case, width and (for `folded` or Latin) marks folded. */
  normalize(text: string, folded?: boolean): string;
};

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HANGUL = /\p{Script=Hangul}/u;
const HIRAGANA_ONLY = /^[\p{Script=Hiragana}ー]+$/u;
const KATAKANA_ONLY = /^[\p{Script=Katakana}ー]+$/u;
/** Longer "words" are noise no passage holds. */
const MAX_WORD = 32;

/** Lower case, tone and other marks removed, đ as d: Vietnamese as typed without marks. */
export function fold(text: string): string {
  return text.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '').replace(/đ/g, 'd');
}

export function hasVietnameseMarks(text: string): boolean {
  return /[\u0300-\u036f\u1dc0-\u1dff]|đ/iu.test(text.normalize('NFD'));
}

function pairs(text: string): string[] {
  const chars = [...text];
  const out: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i] + chars[i + 1]);
  return out;
}

/**
 * Runs of Han and kana words, joined across the segmenter's cuts: each word and the pairs of the run.
 * Two katakana are a syllable of a loanword, not a word ("ット" is in ビットコイン and スクリーンショット),
 * so they make no pair.
 */
function cjkTerms(run: string[], out: Term[]) {
  for (const word of run) out.push({ text: word, kind: 'word', origin: word });
  const joined = run.join('');
  if ([...joined].length === 1) return;
  let at = 0;
  for (const word of run) {
    for (const pair of pairs(joined.slice(at, at + word.length + 1)))
      if (!KATAKANA_ONLY.test(pair)) out.push({ text: pair, kind: 'pair', origin: word });
    at += word.length;
  }
}

type Rules = {
  locale: Locale;
  stop: ReadonlySet<string>;
  stopFolded: ReadonlySet<string>;
  stem: (word: string) => string;
};

function vietnameseTerms(list: string[], folded: boolean, rules: Rules): Term[] {
  const out: Term[] = [];
  const forms = list.map((word) => (folded ? `~${fold(word)}` : word));
  const meaningless = (word: string) => (folded ? rules.stopFolded.has(fold(word)) : rules.stop.has(word));
  forms.forEach((form, i) => {
    if (!meaningless(list[i])) out.push({ text: form, kind: 'word', origin: list[i] });
    const next = forms[i + 1];
    if (next !== undefined && !meaningless(list[i]) && !meaningless(list[i + 1]))
      out.push({ text: `${form} ${next}`, kind: 'pair', origin: list[i] });
  });
  return out;
}

/** The terms of the words of any other language: Han and kana runs, Korean stems, Latin words and pairs. */
function mixedTerms(list: string[], rules: Rules): Term[] {
  const out: Term[] = [];
  let run: string[] = [];
  // The previous Latin word, while no other word came between: "holding statement" is one term too.
  let previous: string | undefined;
  const flush = () => {
    if (run.length) cjkTerms(run, out);
    run = [];
  };
  for (const word of list) {
    // Japanese writes its particles, endings and auxiliaries in hiragana alone; content words
    // take kanji, katakana or Latin letters.
    const meaningless = rules.stop.has(word) || (rules.locale === 'ja' && HIRAGANA_ONLY.test(word));
    if (!meaningless && CJK.test(word)) {
      run.push(word);
      previous = undefined;
      continue;
    }
    flush();
    if (meaningless) {
      previous = undefined;
    } else if (HANGUL.test(word)) {
      previous = undefined;
      const stemmed = rules.stem(word);
      if (rules.stop.has(stemmed)) continue;
      out.push({ text: stemmed, kind: 'word', origin: stemmed });
      if (stemmed.length >= 3)
        for (const pair of pairs(stemmed)) out.push({ text: pair, kind: 'pair', origin: stemmed });
    } else {
      const latin = rules.stem(fold(word));
      if (rules.stop.has(latin) || (latin.length < 2 && !/\d/.test(latin))) {
        previous = undefined;
        continue;
      }
      out.push({ text: latin, kind: 'word', origin: latin });
      if (previous) out.push({ text: `${previous} ${latin}`, kind: 'pair', origin: previous });
      previous = latin;
    }
  }
  flush();
  return out;
}

export function createAnalyzer(locale: Locale, glossary: Glossary): Analyzer {
  const segmenter = new Intl.Segmenter(languageTag[locale], { granularity: 'word' });
  const minStem = locale === 'ko' ? 2 : 3;
  const rules: Rules = {
    locale,
    stop: new Set(glossary.stopwords),
    // Vietnamese typed without marks is compared without them; typed with them, as written: "đang"
    // is meaningless, "đăng" (publish) is not.
    stopFolded: new Set(glossary.stopwords.map(fold)),
    stem: (word) => {
      for (const ending of glossary.endings) {
        if (word.length - ending.length >= minStem && word.endsWith(ending)) return word.slice(0, -ending.length);
      }
      return word;
    },
  };
  const words = (text: string) =>
    [...segmenter.segment(text.normalize('NFKC').toLowerCase())]
      .filter((segment) => segment.isWordLike && segment.segment.length <= MAX_WORD)
      .map((segment) => segment.segment);

  return {
    locale,
    // Marks are folded only where visitors leave them out: Latin accents, Vietnamese typed without
    // its marks. Japanese voicing marks tell words apart (ハック, バック).
    normalize: (text, folded = false) =>
      folded || locale === 'en' ? fold(text.normalize('NFKC')) : text.normalize('NFKC').toLowerCase(),
    terms(text, folded = false) {
      const list = words(text);
      if (locale !== 'vi') return mixedTerms(list, rules);
      return vietnameseTerms(
        list.filter((word) => !CJK.test(word) && !HANGUL.test(word)),
        folded,
        rules,
      );
    },
  };
}
