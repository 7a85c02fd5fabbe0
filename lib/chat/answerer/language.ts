/**
 * Which language a text is written in: the question's, which the answer is written in, and each
 * passage's, so an answer never switches language halfway (a file whose translation is missing is
 * read in English). Scripts tell Korean, Japanese (kana) and Chinese apart; Vietnamese is told by its
 * marks or, typed without them, by its common words against English ones (docs/behaviour.md#how-the-assistant-answers).
 */
import type { Locale } from '@/lib/i18n/locales';
import { fold, hasVietnameseMarks } from './tokens';

type Scripts = { latin: number; hangul: number; kana: number; han: number };

function countScripts(text: string): Scripts {
  const out: Scripts = { latin: 0, hangul: 0, kana: 0, han: 0 };
  for (const char of text) {
    if (/\p{Script=Hangul}/u.test(char)) out.hangul++;
    else if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(char)) out.kana++;
    else if (/\p{Script=Han}/u.test(char)) out.han++;
    else if (/\p{Script=Latin}/u.test(char)) out.latin++;
  }
  return out;
}

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

/** The words of a text that say something about its language: no addresses, links or e-mail. */
function prose(text: string): string {
  return withoutLinkTargets(text)
    .split(/\s+/)
    .filter((word) => !word.includes('://') && !word.includes('@'))
    .join(' ');
}

/**
 * The share of a text's letters in the locale's script (Chinese, Korean, Japanese), or of its words
 * that carry a Vietnamese mark; 0..1. English is the share of Latin letters.
 */
export function languageShare(text: string, locale: Locale): number {
  const plain = prose(text);
  if (locale === 'vi') {
    const words = plain.split(/[^\p{L}]+/u).filter((w) => w.length > 1);
    return words.length ? words.filter((w) => hasVietnameseMarks(w)).length / words.length : 0;
  }
  const s = countScripts(plain);
  const letters = s.latin + s.hangul + s.kana + s.han;
  if (!letters) return 0;
  const own = { en: s.latin, zh: s.han, ko: s.hangul, ja: s.kana + s.han }[locale];
  return own / letters;
}

/**
 * True when `text` reads as written in `locale`: at least 40% of its letters in the script (of its
 * words marked, for Vietnamese, where brand names and some syllables carry no mark); Japanese also
 * needs kana, as kanji alone reads as Chinese.
 */
export function isWrittenIn(text: string, locale: Locale): boolean {
  const share = languageShare(text, locale);
  if (locale === 'ja') return share >= 0.4 && /[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text);
  if (locale === 'en') return share >= 0.6;
  return share >= 0.4;
}

/** Common words of English and of Vietnamese typed without marks, from each glossary. */
export type LatinWords = { en: ReadonlySet<string>; vi: ReadonlySet<string> };

/**
 * The language of a visitor's question; `page`, the page's language, when the text is too short or
 * too mixed to tell. Korean, Japanese and Chinese win as soon as a quarter of the letters are theirs,
 * since founders type English product names inside their own language ("PR package 가격").
 */
export function questionLanguage(text: string, page: Locale, common: LatinWords): Locale {
  const s = countScripts(prose(text));
  const letters = s.latin + s.hangul + s.kana + s.han;
  const asian = s.hangul + s.kana + s.han;
  if (asian >= 2 && asian >= letters / 4) {
    if (s.hangul >= s.kana + s.han) return 'ko';
    if (s.kana > 0) return 'ja';
    return page === 'ja' ? 'ja' : 'zh';
  }
  if (s.latin < 2) return page;
  if (hasVietnameseMarks(text)) return 'vi';
  const words = fold(text)
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  const en = words.filter((w) => common.en.has(w)).length;
  const vi = words.filter((w) => common.vi.has(w)).length;
  if (en === vi) return page === 'vi' || page === 'en' ? page : 'en';
  return vi > en ? 'vi' : 'en';
}
