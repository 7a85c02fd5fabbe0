import { defaultLocale, isLocale, localizedPath, splitLocale, type Locale } from './locales';

/**
 * Where an explicit choice in the language switcher sends a visitor who opens an English URL: the
 * same page in the chosen language, or null to serve the page asked for. Only the cookie the
 * switcher sets counts, never Accept-Language (docs/i18n.md), and only unprefixed (English) paths
 * move, so a shared /ko/… link always shows Korean.
 */
export function chosenLocaleTarget(pathname: string, search: string, cookie: string | undefined): string | null {
  if (!isLocale(cookie) || cookie === defaultLocale) return null;
  const { locale, path } = splitLocale(pathname);
  if (locale !== defaultLocale) return null;
  return `${localizedPath(path, cookie as Locale)}${search}`;
}
