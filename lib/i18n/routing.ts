import { defineRouting } from 'next-intl/routing';
import { defaultLocale, locales } from './locales';

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  // No redirect by Accept-Language or cookie inside next-intl: a crawler or a shared link gets the
  // page it asked for. proxy.ts honours only an explicit choice made in the switcher (docs/i18n.md).
  localeDetection: false,
  localeCookie: false,
  // The pages carry their alternates in <head> and sitemap.xml, with only the translations that exist.
  alternateLinks: false,
});
