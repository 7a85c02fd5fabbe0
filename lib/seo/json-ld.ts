import { absoluteUrl, site, type Office } from '@/lib/config/site';
import { defaultLocale, languageTag, type Locale } from '@/lib/i18n/locales';
import { localizedUrl } from './urls';

export type JsonLdObject = Record<string, unknown>;

/** JSON for a <script type="application/ld+json">: `<` escaped so no text can close the script. */
export function serializeJsonLd(data: JsonLdObject | JsonLdObject[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export function postalAddress(office: Office): JsonLdObject {
  return {
    '@type': 'PostalAddress',
    streetAddress: office.streetAddress,
    addressLocality: office.city,
    postalCode: office.postalCode,
    addressCountry: office.countryCode,
  };
}

export function organizationJsonLd(): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': absoluteUrl('/#organization'),
    name: site.brand,
    slogan: site.tagline,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/icon.svg'),
    email: site.email,
    address: Object.values(site.offices).map(postalAddress),
    sameAs: [site.social.facebook, site.social.x, site.social.linkedin, site.messaging.url],
  };
}

/** The @id of the site in a locale: each language's edition is a WebSite of its own. */
export function websiteId(locale: Locale = defaultLocale): string {
  return `${localizedUrl('/', locale)}#website`;
}

export function websiteJsonLd(locale: Locale = defaultLocale): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': websiteId(locale),
    name: site.brand,
    url: localizedUrl('/', locale),
    inLanguage: languageTag[locale],
    publisher: { '@id': absoluteUrl('/#organization') },
  };
}
