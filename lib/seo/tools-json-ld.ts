import { absoluteUrl, site } from '@/lib/config/site';
import { defaultLocale, languageTag, type Locale } from '@/lib/i18n/locales';
import type { JsonLdObject } from './json-ld';
import { localizedUrl } from './urls';

/** A free browser tool as a schema.org WebApplication. */
export function webApplicationJsonLd(
  tool: { name: string; description: string; path: string; featureList: string[] },
  locale: Locale = defaultLocale,
): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebApplication',
    name: tool.name,
    description: tool.description,
    url: localizedUrl(tool.path, locale),
    inLanguage: languageTag[locale],
    applicationCategory: 'BusinessApplication',
    operatingSystem: 'Any (web browser)',
    isAccessibleForFree: true,
    offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
    featureList: tool.featureList,
    provider: { '@id': absoluteUrl('/#organization') },
    publisher: { '@type': 'Organization', name: site.brand, url: absoluteUrl('/') },
  };
}
