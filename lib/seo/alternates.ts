import { defaultLocale, languageTag, locales, type Locale } from '@/lib/i18n/locales';
import type { PathPerLocale } from './public-routes';
import { localizedUrl } from './urls';

/**
 * The languages a page exists in, with its unprefixed path in each: every locale at `path` unless
 * `alternates` names them. The page's own locale is always one of them.
 */
export function pageLanguages(path: string, locale: Locale, alternates?: PathPerLocale): PathPerLocale {
  if (!alternates) return Object.fromEntries(locales.map((l) => [l, path]));
  return { ...alternates, [locale]: alternates[locale] ?? path };
}

/**
 * hreflang links of a page (docs/i18n.md): one absolute URL per language it exists in, keyed by BCP 47
 * tag, in the site's locale order, and `x-default` on the English page (the first language when
 * there is none). Every translation of a page gets the same set, so the links are reciprocal.
 */
export function hreflangLinks(languages: PathPerLocale): Record<string, string> {
  const links: Record<string, string> = {};
  const present = locales.filter((l) => languages[l] !== undefined);
  for (const l of present) links[languageTag[l]] = localizedUrl(languages[l]!, l);
  const fallback = present.includes(defaultLocale) ? defaultLocale : present[0];
  if (fallback) links['x-default'] = links[languageTag[fallback]];
  return links;
}
