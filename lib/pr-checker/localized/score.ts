/**
 * The four dimensions' signals for a release in Vietnamese, Chinese, Korean or Japanese, by that
 * language's rules (docs/behaviour.md#scoring-by-language).
 */
import type { DimensionKey, Signal } from '../types';
import { localClarity, localProof } from './clarity-proof';
import { parseLocalRelease, type LocalDoc } from './doc';
import { LANGUAGE_RULES, type ScoredLocale } from './rules';
import { localInvestor, localTone } from './tone-investor';

export function localSignals(locale: ScoredLocale, text: string): { doc: LocalDoc; signals: Record<DimensionKey, Signal[]> } {
  const doc = parseLocalRelease(locale, LANGUAGE_RULES[locale], text);
  return { doc, signals: { clarity: localClarity(doc), proof: localProof(doc), tone: localTone(doc), investor: localInvestor(doc) } };
}
