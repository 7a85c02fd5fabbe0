/**
 * The site's languages (docs/i18n.md). English is the default and keeps its URLs unprefixed; the
 * others live under /vi, /zh, /ko and /ja with the same ASCII paths. Free of next-intl so plain
 * lib code (leads, chat, feeds) can name a locale without pulling in the router.
 */
export const locales = ['en', 'vi', 'zh', 'ko', 'ja'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (locales as readonly string[]).includes(value);

/** The languages a page or a content file is translated into. */
export type TranslatedLocale = Exclude<Locale, typeof defaultLocale>;
export const translatedLocales = locales.filter((locale): locale is TranslatedLocale => locale !== defaultLocale);

/** BCP 47 tags as search engines, `Intl` and `og:locale` expect them. */
export const languageTag: Record<Locale, string> = {
  en: 'en',
  vi: 'vi',
  zh: 'zh-Hans',
  ko: 'ko',
  ja: 'ja',
};

export const ogLocale: Record<Locale, string> = {
  en: 'en_US',
  vi: 'vi_VN',
  zh: 'zh_CN',
  ko: 'ko_KR',
  ja: 'ja_JP',
};

/** Each language's own name, as the switcher shows it (never translated). */
export const localeName: Record<Locale, string> = {
  en: 'English',
  vi: 'Tiếng Việt',
  zh: '简体中文',
  ko: '한국어',
  ja: '日本語',
};

/** The path of `path` (an English, unprefixed path such as `/pricing`) in `locale`. */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/**
 * Splits `/ko/pricing` into `ko` and `/pricing`: the one rule for a path's locale prefix. An unprefixed
 * path is English, and so is `/en/…`, the form the proxy rewrites English pages to internally.
 */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const first = pathname.split('/')[1];
  if (isLocale(first)) {
    const rest = pathname.slice(first.length + 1);
    return { locale: first, path: rest === '' ? '/' : rest };
  }
  return { locale: defaultLocale, path: pathname };
}

/** The cookie a visitor's explicit choice in the language switcher sets (docs/i18n.md). */
export const LOCALE_COOKIE = 'NEXT_LOCALE';
