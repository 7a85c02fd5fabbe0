import { getRequestConfig } from 'next-intl/server';
import { locale as rootLocale } from 'next/root-params';
import { defaultLocale, isLocale } from './locales';
import { messagesFor } from './messages';

/**
 * The locale comes from the [locale] root segment through next/root-params, which keeps every page
 * static (no headers() read). Route handlers and server actions pass it explicitly. The 404 of a
 * URL no route matches (app/global-not-found.tsx) has no root segment: it takes the locale proxy.ts
 * found in the path, from the request's headers, so `/ja/…` gets a Japanese 404.
 */
export default getRequestConfig(async ({ locale: explicit, requestLocale }) => {
  let locale = explicit;
  if (!locale) {
    try {
      locale = await rootLocale();
    } catch {
      locale = undefined;
    }
  }
  locale ??= await requestLocale;
  const resolved = isLocale(locale) ? locale : defaultLocale;
  return { locale: resolved, messages: messagesFor(resolved), timeZone: 'UTC' };
});
