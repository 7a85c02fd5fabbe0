import { absoluteUrl, site } from '@/lib/config/site';
import type { JsonLdObject } from './json-ld';

/** A free browser tool as a schema.org WebApplication. */
export function webApplicationJsonLd(tool: { name: string; description: string; path: string; featureList: string[] }): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebApplication',
    name: tool.name,
    description: tool.description,
    url: absoluteUrl(tool.path),
    applicationCategory: 'BusinessApplication',
    operatingSystem: 'Any (web browser)',
    isAccessibleForFree: true,
    offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
    featureList: tool.featureList,
    provider: { '@id': absoluteUrl('/#organization') },
    publisher: { '@type': 'Organization', name: site.brand, url: absoluteUrl('/') },
  };
}
