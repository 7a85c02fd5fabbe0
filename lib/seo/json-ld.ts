import { absoluteUrl, site, type Office } from '@/lib/config/site';

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

export function websiteJsonLd(): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': absoluteUrl('/#website'),
    name: site.brand,
    url: absoluteUrl('/'),
    publisher: { '@id': absoluteUrl('/#organization') },
  };
}
