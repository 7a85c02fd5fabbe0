import { absoluteUrl } from '@/lib/config/site';
import type { JsonLdObject } from './json-ld';

/** One step of a breadcrumb trail; the last one is the current page. */
export type Crumb = { name: string; path: string };

export const homeCrumb: Crumb = { name: 'Home', path: '/' };

/** The trail a page shows, as schema.org BreadcrumbList (positions from 1, absolute URLs). */
export function breadcrumbJsonLd(crumbs: readonly Crumb[]): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}
