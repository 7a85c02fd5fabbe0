import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import type { JsonLdObject } from './json-ld';
import { localizedUrl } from './urls';

/** One step of a breadcrumb trail (its unprefixed path); the last one is the current page. */
export type Crumb = { name: string; path: string };

export const homeCrumb: Crumb = { name: 'Home', path: '/' };

/** The trail a page shows, as schema.org BreadcrumbList (positions from 1, absolute URLs in the page's locale). */
export function breadcrumbJsonLd(crumbs: readonly Crumb[], locale: Locale = defaultLocale): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: localizedUrl(crumb.path, locale),
    })),
  };
}
