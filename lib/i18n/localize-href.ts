import { isLocale, localizedPath, type Locale } from '@/lib/i18n/locales';

/** First path segments that are not pages: they exist once for the whole site, in no language. */
const UNLOCALIZED = new Set(['api', 'admin', '_next']);

/**
 * An internal href as the visitor's language has it (docs/i18n.md#switcher-and-suggestion): a page
 * path gains the locale's prefix; a path that already names a language keeps it, as do fragments,
 * queries, the API, the back office and files (a dot in the last segment), which exist only once.
 */
export function localizeHref(href: string, locale: Locale): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const end = href.search(/[?#]/);
  const path = end === -1 ? href : href.slice(0, end);
  const segments = path.split('/');
  if (isLocale(segments[1]) || UNLOCALIZED.has(segments[1]) || segments.at(-1)!.includes('.')) return href;
  return localizedPath(path, locale) + (end === -1 ? '' : href.slice(end));
}
