import { defaultLocale, languageTag, type Locale } from '@/lib/i18n/locales';

const formats = new Map<Locale, Intl.NumberFormat>();

/**
 * Prices, on the pricing cards and in the chat assistant's answers, are whole US dollars in every
 * language, written the way the locale writes a dollar amount (docs/i18n.md): "$1,499" in English,
 * "US$1,499" in Korean and Chinese, "1.499 US$" in Vietnamese.
 */
export function formatUsd(amount: number, locale: Locale = defaultLocale): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(languageTag[locale], { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    formats.set(locale, format);
  }
  return format.format(amount);
}

/** "From $179": the lowest package price, formatted for the locale, for messages that quote it as `{price}`. */
export function startingPrice(packages: readonly { price: number }[], locale: Locale): string {
  return formatUsd(Math.min(...packages.map((item) => item.price)), locale);
}
