import 'server-only';
import { getLocale } from 'next-intl/server';
import { defaultLocale, isLocale, type Locale } from './locales';

/** The locale of the page being rendered (the [locale] root segment; English outside it). */
export async function currentLocale(): Promise<Locale> {
  const locale = await getLocale();
  return isLocale(locale) ? locale : defaultLocale;
}
