import { LOCALE_COOKIE, defaultLocale, isLocale, languageTag, localeName, localizedPath, locales, splitLocale, type Locale } from './locales';

/**
 * The language switcher and the language suggestion (docs/i18n.md#switcher-and-suggestion): plain
 * functions, so the islands stay a few lines each and the rules are tested once.
 */

export type LanguageLink = { locale: Locale; href: string; name: string; tag: string; current: boolean };

/** The same page in every language, current one marked. */
export function languageLinks(pathname: string, current: Locale): LanguageLink[] {
  const { path } = splitLocale(pathname);
  return locales.map((locale) => ({
    locale,
    href: localizedPath(path, locale),
    name: localeName[locale],
    tag: languageTag[locale],
    current: locale === current,
  }));
}

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/** The cookie an explicit choice sets; proxy.ts then sends this visitor's English URLs to `locale`. */
export function localeCookie(locale: Locale, secure: boolean): string {
  return `${LOCALE_COOKIE}=${locale}; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Whether `cookieHeader` (document.cookie) already records a choice. */
export function hasLocaleCookie(cookieHeader: string): boolean {
  return cookieHeader.split(';').some((pair) => pair.trim().startsWith(`${LOCALE_COOKIE}=`));
}

/**
 * The site language the browser prefers, when it is not the page's: the first of the browser's
 * languages the site has (by primary subtag, so `ko-KR` is Korean and `zh-TW` Chinese), or null
 * when that is the page's own language or the browser names none of the site's. Only English
 * pages suggest: a prefixed URL was chosen (a shared link, the switcher), as proxy.ts also holds.
 */
export function suggestedLocale(preferred: readonly string[], page: Locale): Locale | null {
  if (page !== defaultLocale) return null;
  for (const tag of preferred) {
    const primary = tag.split('-')[0].toLowerCase();
    if (isLocale(primary)) return primary === page ? null : primary;
  }
  return null;
}

/** Where a dismissed suggestion is remembered (localStorage), so it is not offered again. */
export const SUGGESTION_DISMISSED_KEY = 'languageSuggestionDismissed';
