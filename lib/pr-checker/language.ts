/**
 * Whether a pasted text is English, the only language the checker scores (docs/i18n.md#tools). One
 * pass over the text, no pattern: the share of letters in Hangul, Kana or Han script names Korean,
 * Japanese or Chinese; otherwise the share of common English function words among the Latin words
 * tells English from other Latin-script languages, and Vietnamese-only letters name Vietnamese.
 */
export type TextLanguage = 'en' | 'vi' | 'zh' | 'ko' | 'ja' | 'other';

/** From this share of CJK letters the text is not English (a company name or a short quote stays under it). */
const CJK_SHARE_MIN = 0.3;
/** Fewer Latin words than this are too few to judge: such a text is taken as English. */
const WORDS_TO_JUDGE = 20;
/** Below this share of function words a Latin-script text is not English; English prose runs 30–50%. */
const ENGLISH_SHARE_MIN = 0.08;
/** Vietnamese writes these letters in most sentences; English with a Vietnamese name has a few. */
const VIETNAMESE_LETTER_SHARE_MIN = 0.02;
const VIETNAMESE_ENGLISH_SHARE_MAX = 0.15;

const ENGLISH_FUNCTION_WORDS = new Set(
  (
    'the a an and or but of to in on at by for with from into as is are was were be been has have had will would ' +
    'can its it this that these those their our we they which who than not also about after over said today new ' +
    'all per up out through across while during such other most first more'
  ).split(' '),
);

const inRange = (cp: number, from: number, to: number) => cp >= from && cp <= to;

const isHangul = (cp: number) => inRange(cp, 0xac00, 0xd7af) || inRange(cp, 0x1100, 0x11ff) || inRange(cp, 0x3130, 0x318f);
const isKana = (cp: number) => inRange(cp, 0x3041, 0x30ff) || inRange(cp, 0x31f0, 0x31ff) || inRange(cp, 0xff66, 0xff9f);
const isHan = (cp: number) => inRange(cp, 0x4e00, 0x9fff) || inRange(cp, 0x3400, 0x4dbf) || inRange(cp, 0xf900, 0xfaff);
const isAsciiLetter = (cp: number) => inRange(cp, 0x41, 0x5a) || inRange(cp, 0x61, 0x7a);
/** Latin letters with diacritics (Latin-1, Extended-A/B, Extended Additional), without × and ÷. */
const isAccentedLatin = (cp: number) =>
  (inRange(cp, 0xc0, 0x24f) && cp !== 0xd7 && cp !== 0xf7) || inRange(cp, 0x1e00, 0x1eff);
/** ă đ ơ ư in both cases and the letters with Vietnamese tone marks (U+1EA0–U+1EF9). */
const isVietnameseLetter = (cp: number) =>
  cp === 0x102 || cp === 0x103 || cp === 0x110 || cp === 0x111 || cp === 0x1a0 || cp === 0x1a1 || cp === 0x1af ||
  cp === 0x1b0 || inRange(cp, 0x1ea0, 0x1ef9);

export function detectTextLanguage(text: string): TextLanguage {
  const normalized = text.normalize('NFC');
  let hangul = 0;
  let kana = 0;
  let han = 0;
  let latin = 0;
  let vietnamese = 0;
  let words = 0;
  let functionWords = 0;
  let wordStart = -1;
  let wordIsAscii = true;

  const endWord = (end: number) => {
    if (wordStart < 0) return;
    words++;
    if (wordIsAscii && ENGLISH_FUNCTION_WORDS.has(normalized.slice(wordStart, end).toLowerCase())) functionWords++;
    wordStart = -1;
    wordIsAscii = true;
  };

  let i = 0;
  while (i < normalized.length) {
    const cp = normalized.codePointAt(i) as number;
    const ascii = isAsciiLetter(cp);
    if (ascii || isAccentedLatin(cp)) {
      latin++;
      if (isVietnameseLetter(cp)) vietnamese++;
      if (wordStart < 0) wordStart = i;
      if (!ascii) wordIsAscii = false;
    } else {
      endWord(i);
      if (isHangul(cp)) hangul++;
      else if (isKana(cp)) kana++;
      else if (isHan(cp)) han++;
    }
    i += cp > 0xffff ? 2 : 1;
  }
  endWord(normalized.length);

  const cjk = hangul + kana + han;
  if (cjk + latin === 0) return 'other';
  if (cjk / (cjk + latin) >= CJK_SHARE_MIN) {
    if (hangul >= kana + han) return 'ko';
    // Japanese writes its grammar in kana; Chinese has none.
    return kana >= 0.1 * (kana + han) ? 'ja' : 'zh';
  }
  if (words < WORDS_TO_JUDGE) return 'en';
  const englishShare = functionWords / words;
  if (vietnamese / latin >= VIETNAMESE_LETTER_SHARE_MIN && englishShare < VIETNAMESE_ENGLISH_SHARE_MAX) return 'vi';
  return englishShare < ENGLISH_SHARE_MIN ? 'other' : 'en';
}
