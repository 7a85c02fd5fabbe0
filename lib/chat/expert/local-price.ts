import { languageTag, type Locale } from '@/lib/i18n/locales';

/**
 * Whole US dollars as `locale` writes them ("US$1,499" in Korean, "1.499 US$" in Vietnamese): the
 * chat quotes prices in the visitor's format, never converted (docs/i18n.md#chat).
 */
export function localUsd(locale: Locale): (amount: number) => string {
  const format = new Intl.NumberFormat(languageTag[locale], {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  });
  return (amount) => format.format(amount);
}
