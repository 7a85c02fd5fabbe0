import { getRequestConfig } from 'next-intl/server';
import { locale as rootLocale } from 'next/root-params';
import { defaultLocale, isLocale } from './locales';
import { messagesFor } from './messages';

/**
 * The locale comes from the [locale] root segment through next/root-params, which keeps every page
 * static (no headers() read). Route handlers and server actions pass it explicitly; the global 404
 * outside [locale] has none and is English.
 */
export default getRequestConfig(async ({ locale: explicit }) => {
  let locale = explicit;
  if (!locale) {
    try {
      locale = await rootLocale();
    } catch {
      locale = undefined;
    }
  }
  const resolved = isLocale(locale) ? locale : defaultLocale;
  return { locale: resolved, messages: messagesFor(resolved), timeZone: 'UTC' };
});
