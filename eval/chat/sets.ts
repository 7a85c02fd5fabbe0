/**
 * The evaluation items by the language of the question, each language's tuning and held-out halves
 * apart: the sets written before the answerer (cases-<locale>.ts, cases-more-en.ts, with questions
 * asked in another language on an English page), the older items and those written after the
 * answerer (cases-tuning-<locale>.ts), which are all tuning.
 */
import { locales, type Locale } from '@/lib/i18n/locales';
import { evalSet } from './cases';
import { newEvalSet } from './cases-new';
import { enTuningItems } from './cases-tuning-en';
import { jaTuningItems } from './cases-tuning-ja';
import { koTuningItems } from './cases-tuning-ko';
import { viTuningItems } from './cases-tuning-vi';
import { zhTuningItems } from './cases-tuning-zh';
import { HALVES, parseEvalSet, type EvalItem } from './schema';

export type Half = (typeof HALVES)[number];

/** Tuning items written after the answerer, to tune its vocabulary on (never held out). */
const laterTuningItems = parseEvalSet([
  ...enTuningItems,
  ...viTuningItems,
  ...zhTuningItems,
  ...koTuningItems,
  ...jaTuningItems,
]);

export const allItems: readonly EvalItem[] = [...evalSet, ...newEvalSet, ...laterTuningItems];

/** Every item, grouped as the gate judges it: by the question's language, then by half. */
export function byLanguageAndHalf<T extends Pick<EvalItem, 'locale' | 'half'>>(items: readonly T[]) {
  return locales.map((locale) => ({
    locale,
    halves: HALVES.map((half) => ({
      half,
      items: items.filter((item) => item.locale === locale && item.half === half),
    })),
  })) satisfies Array<{ locale: Locale; halves: Array<{ half: Half; items: T[] }> }>;
}
