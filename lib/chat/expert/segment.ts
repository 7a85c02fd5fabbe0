/**
 * Words of a question or passage in a language other than English (docs/i18n.md#chat). Chinese and
 * Japanese are written without spaces and Korean glues particles to its words, so they are cut with
 * the runtime's own dictionary segmenter (`Intl.Segmenter`, granularity "word") in the locale's tag;
 * Vietnamese is cut at spaces. Both the index and the question go through the same function, so the
 * words meet. Matching ignores case, and for Vietnamese the tone marks ("giá" and "gia" are one term),
 * since visitors often type without them.
 */
import { languageTag, type Locale } from '@/lib/i18n/locales';

/** The site's languages other than English, which the localized expert answers in. */
export type Foreign = Exclude<Locale, 'en'>;

const segmenters = new Map<Foreign, Intl.Segmenter>();
function segmenterFor(locale: Foreign): Intl.Segmenter {
  let segmenter = segmenters.get(locale);
  if (!segmenter)
    segmenters.set(locale, (segmenter = new Intl.Segmenter(languageTag[locale], { granularity: 'word' })));
  return segmenter;
}

/** Lower case, tone marks and other combining marks removed, đ as d: how Vietnamese is compared. */
export function foldVietnamese(text: string): string {
  return text.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '').replace(/đ/g, 'd');
}

/**
 * Particles and polite endings a Korean word carries; the longest one that leaves a stem of two
 * syllables or more is cut off, so "패키지는" and "패키지" are one term.
 */
const KOREAN_ENDINGS = [
  '입니까',
  '인가요',
  '이에요',
  '입니다',
  '하려면',
  '하나요',
  '합니까',
  '에서는',
  '으로는',
  '이나요',
  '있나요',
  '인데',
  '에서',
  '으로',
  '에게',
  '한테',
  '까지',
  '부터',
  '이랑',
  '하고',
  '해요',
  '나요',
  '예요',
  '은요',
  '는요',
  '는',
  '은',
  '이',
  '가',
  '을',
  '를',
  '의',
  '에',
  '로',
  '와',
  '과',
  '도',
  '만',
  '요',
].sort((a, b) => b.length - a.length);

function koreanStem(word: string): string {
  for (const ending of KOREAN_ENDINGS) {
    if (word.length - ending.length >= 2 && word.endsWith(ending)) return word.slice(0, -ending.length);
  }
  return word;
}

/** Words that carry no meaning of their own in a question: particles, copulas, question endings. */
const STOPWORDS: Record<Foreign, Set<string>> = {
  vi: new Set(
    'la cua va co cho toi ban chung cac nhung mot thi ma voi duoc khong a nhe vay nao gi the nay do o khi neu de'.split(
      ' ',
    ),
  ),
  zh: new Set(
    '的 了 是 吗 呢 吧 啊 我 我们 你 你们 您 贵 这 那 有 在 和 与 请问 请 一下 个 什么 怎么 可以 能 会 要 想'.split(
      ' ',
    ),
  ),
  ko: new Set('저 제 저희 우리 수 있 것 좀 어떻게 무엇 뭐 뭔가 그 이 저는 제가 혹시'.split(' ')),
  ja: new Set(
    'は が を に で と の も か です ます ください ですか でしょう か ね よ な この その あの 私 弊社 御社 貴社 する して ある いる'.split(
      ' ',
    ),
  ),
};

/** The raw words of `text` in `locale`, lower case, punctuation and spaces dropped. */
export function segmentWords(text: string, locale: Foreign): string[] {
  if (locale === 'vi')
    return foldVietnamese(text)
      .split(/[^\p{L}\p{N}+]+/u)
      .filter(Boolean);
  return [...segmenterFor(locale).segment(text.toLowerCase())].filter((s) => s.isWordLike).map((s) => s.segment);
}

/** The index terms of `text` in `locale`: its words, Korean stems, without stop words. */
export function localeTerms(text: string, locale: Foreign): string[] {
  const words = segmentWords(text, locale);
  const stemmed = locale === 'ko' ? words.map(koreanStem) : words;
  return stemmed.filter((word) => !STOPWORDS[locale].has(word));
}

const SCRIPT: Record<'zh' | 'ko' | 'ja', RegExp> = {
  zh: /\p{Script=Han}/u,
  ko: /\p{Script=Hangul}/u,
  ja: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u,
};
/** A Vietnamese word carries a tone or vowel mark (a combining mark once decomposed) or đ. */
const VIETNAMESE_WORD = /[\p{M}đĐ]/u;

/**
 * `text` without the targets of its Markdown links (`[label](/ko/pricing)` → `[label]`), in one pass:
 * a failed target scan resumes where it stopped, since no `](` inside it could end otherwise.
 */
function withoutLinkTargets(text: string): string {
  let out = '';
  let from = 0;
  for (;;) {
    const open = text.indexOf('](', from);
    if (open < 0) return out + text.slice(from);
    let end = open + 2;
    while (end < text.length && text[end] !== ')' && !/\s/.test(text[end])) end++;
    if (text[end] === ')') {
      out += text.slice(from, open + 1);
      from = end + 1;
    } else {
      out += text.slice(from, end);
      from = end;
    }
  }
}

/**
 * The share of a text's letters written in the locale's script (Chinese, Korean, Japanese), or of
 * its words that carry a Vietnamese mark; 0..1. Links and Markdown addresses are not counted.
 */
export function languageShare(text: string, locale: Foreign): number {
  const plain = withoutLinkTargets(text)
    .split(/\s+/)
    .filter((word) => !word.includes('://') && !word.includes('@'))
    .join(' ');
  if (locale === 'vi') {
    const words = plain.split(/[^\p{L}]+/u).filter((w) => w.length > 1);
    return words.length ? words.filter((w) => VIETNAMESE_WORD.test(w.normalize('NFD'))).length / words.length : 0;
  }
  const letters = [...plain].filter((c) => /\p{L}/u.test(c));
  return letters.length ? letters.filter((c) => SCRIPT[locale].test(c)).length / letters.length : 0;
}

/**
 * True when `text` reads as written in `locale`: at least 40% of its letters in the script (of its
 * words marked, for Vietnamese, where brand names and some syllables carry no mark); Japanese also
 * needs kana, as kanji alone reads as Chinese.
 */
export function isWrittenIn(text: string, locale: Foreign): boolean {
  const share = languageShare(text, locale);
  if (locale === 'ja') return share >= 0.4 && /[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text);
  return share >= 0.4;
}
