import { absoluteUrl } from '@/lib/config/site';
import { localizedPath, type Locale } from '@/lib/i18n/locales';

/** Absolute URL of an unprefixed path in a locale (English unprefixed, the others under /<locale>). */
export function localizedUrl(path: string, locale: Locale): string {
  return absoluteUrl(localizedPath(path, locale));
}
