'use client';

import { useLocale } from 'next-intl';
import { defaultLocale, isLocale, type Locale } from '@/lib/i18n/locales';

/** The page's locale as the site's type (the tools' provider always carries one of the locales). */
export function usePageLocale(): Locale {
  const locale = useLocale();
  return isLocale(locale) ? locale : defaultLocale;
}
