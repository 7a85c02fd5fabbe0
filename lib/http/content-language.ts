import { defaultLocale, languageTag, translatedLocales } from '../i18n/locales';

type HeaderRule = { source: string; headers: { key: string; value: string }[] };

/**
 * `Content-Language` on every response, from the path's language prefix (English unprefixed): Naver
 * and Baidu read the header where Google reads `<html lang>` (docs/operations.md#search-engine-verification). For
 * next.config's `headers()`, where a later matching rule overrides an earlier one's key.
 */
export function contentLanguageHeaders(): HeaderRule[] {
  return [
    { source: '/:path*', headers: [{ key: 'Content-Language', value: languageTag[defaultLocale] }] },
    ...translatedLocales.map((locale) => ({
      source: `/${locale}/:path*`,
      headers: [{ key: 'Content-Language', value: languageTag[locale] }],
    })),
  ];
}
