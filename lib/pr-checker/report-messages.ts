/**
 * The report's words in the page's language (docs/behaviour.md#scoring-by-language): findings,
 * insight and dimension names come from messages/<locale>/CheckerReport.json. Formatted on the
 * server, where the scoring runs, so the catalogue never reaches the page's scripts. The messages
 * use plain `{name}` placeholders only: numbers, quoted excerpts of the release, or other entries.
 */
import en from '@/messages/en/CheckerReport.json';
import ja from '@/messages/ja/CheckerReport.json';
import ko from '@/messages/ko/CheckerReport.json';
import vi from '@/messages/vi/CheckerReport.json';
import zh from '@/messages/zh/CheckerReport.json';
import { languageTag, type Locale } from '@/lib/i18n/locales';
import type { Finding, FindingValue } from './types';

const CATALOGUES: Record<Locale, unknown> = { en, vi, zh, ko, ja };

/** How each language quotes an excerpt and separates a list. */
const QUOTES: Record<Locale, [string, string]> = { en: ['“', '”'], vi: ['“', '”'], zh: ['“', '”'], ko: ['‘', '’'], ja: ['「', '」'] };
const SEPARATOR: Record<Locale, string> = { en: ', ', vi: ', ', zh: '、', ko: ', ', ja: '、' };

function lookup(locale: Locale, key: string): string {
  let node: unknown = CATALOGUES[locale];
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`CheckerReport.${key} is missing in ${locale}`);
  return node;
}

function valueText(locale: Locale, value: FindingValue): string {
  if (typeof value === 'number') return new Intl.NumberFormat(languageTag[locale]).format(value);
  if ('ref' in value) return lookup(locale, value.ref);
  const [open, close] = QUOTES[locale];
  return value.text.map((item) => `${open}${item}${close}`).join(SEPARATOR[locale]);
}

const PLACEHOLDER = /\{(\w+)\}/g;

/** One catalogue message with its placeholders filled in. */
export function reportText(locale: Locale, key: string, values: Finding['values'] = {}): string {
  return lookup(locale, key)
    .replace(PLACEHOLDER, (whole, name: string) => (name in values ? valueText(locale, values[name]) : whole))
    .replace(/ {2,}/g, ' ')
    .replace(/ ([:：,])/g, '$1');
}

export function findingText(locale: Locale, finding: Finding): string {
  return reportText(locale, `findings.${finding.key}`, finding.values);
}
