/**
 * Fonts for share images (Open Graph), which are drawn on the server where no system font can be
 * relied on: Noto Sans for Latin and Vietnamese, and Noto Sans SC, JP and KR for Chinese, Japanese
 * and Korean titles. Fontsource ships each font in unicode-range subsets (its `unicode.json`); only
 * the bold subsets holding the text's characters are read, a few hundred kilobytes rather than the
 * whole CJK font. Satori (next/og) reads WOFF, not WOFF2, and falls back from font to font per
 * character, so the list's order decides which font draws a character several of them hold.
 */
import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from '@/lib/i18n/locales';

type Family = { pkg: string; name: string };
type Subset = { file: string; ranges: [number, number][] };
export type ShareImageFont = { name: string; data: Buffer; weight: 700; style: 'normal' };

const LATIN: Family = { pkg: 'noto-sans', name: 'Noto Sans' };
const SC: Family = { pkg: 'noto-sans-sc', name: 'Noto Sans SC' };
const JP: Family = { pkg: 'noto-sans-jp', name: 'Noto Sans JP' };
const KR: Family = { pkg: 'noto-sans-kr', name: 'Noto Sans KR' };

// A Han character is drawn in the forms of the text's language: Japanese and Korean fonts first on
// their pages, the simplified Chinese forms elsewhere.
const ORDER: Record<Locale, Family[]> = {
  en: [LATIN, SC, JP, KR],
  vi: [LATIN, SC, JP, KR],
  zh: [LATIN, SC, JP, KR],
  ja: [LATIN, JP, SC, KR],
  ko: [LATIN, KR, SC, JP],
};

const FONTS_DIR = path.join(process.cwd(), 'node_modules', '@fontsource');
const subsetsByFamily = new Map<string, Subset[]>();

/** `U+0041-005A,U+00C0` → [[0x41, 0x5a], [0xc0, 0xc0]]. */
function parseRanges(text: string): [number, number][] {
  return text.split(',').map((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    return [Number.parseInt(from, 16), Number.parseInt(to, 16)];
  });
}

function subsetsOf(family: Family): Subset[] {
  let subsets = subsetsByFamily.get(family.pkg);
  if (!subsets) {
    const unicode = JSON.parse(readFileSync(path.join(FONTS_DIR, family.pkg, 'unicode.json'), 'utf8')) as Record<string, string>;
    subsets = Object.entries(unicode).map(([name, ranges]) => ({
      file: path.join(FONTS_DIR, family.pkg, 'files', `${family.pkg}-${name.replace(/^\[(\d+)\]$/, '$1')}-700-normal.woff`),
      ranges: parseRanges(ranges),
    }));
    subsetsByFamily.set(family.pkg, subsets);
  }
  return subsets;
}

/**
 * The bold font subsets that draw `text`, in the order the share image's language prefers: each
 * character from the first family that has it, and no subset whose characters an earlier one draws.
 */
export function shareImageFonts(text: string, locale: Locale): ShareImageFont[] {
  let missing = [...new Set(Array.from(text, (char) => char.codePointAt(0)!))];
  const fonts: ShareImageFont[] = [];
  for (const family of ORDER[locale]) {
    for (const subset of subsetsOf(family)) {
      const drawn = (point: number) => subset.ranges.some(([from, to]) => point >= from && point <= to);
      if (!missing.some(drawn)) continue;
      missing = missing.filter((point) => !drawn(point));
      fonts.push({ name: `${family.name} ${fonts.length}`, data: readFileSync(subset.file), weight: 700, style: 'normal' });
    }
  }
  return fonts;
}
