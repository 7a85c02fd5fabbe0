/**
 * Structured data for the content pages, one builder per page type. Each refers to the site-wide
 * Organization (emitted by the root layout) by its @id instead of repeating it. Each takes the
 * page's locale (English when absent): URLs point at that language's page, and the page types say
 * their language in inLanguage.
 */
import type { FaqItem, Founder, PricingPackage } from '@/lib/content/schemas';
import type { CaseStudy } from '@/lib/content/case-studies';
import type { Service } from '@/lib/content/services';
import { absoluteUrl, site } from '@/lib/config/site';
import { defaultLocale, languageTag, type Locale } from '@/lib/i18n/locales';
import { postalAddress, websiteId, type JsonLdObject } from './json-ld';
import { localizedUrl } from './urls';

const context = 'https://schema.org';
const organizationRef = () => ({ '@id': absoluteUrl('/#organization') });

/** Home: the agency as a ProfessionalService with both offices as departments. */
export function professionalServiceJsonLd(packages: readonly PricingPackage[], locale: Locale = defaultLocale): JsonLdObject {
  const offices = Object.values(site.offices);
  return {
    '@context': context,
    '@type': 'ProfessionalService',
    '@id': absoluteUrl('/#professional-service'),
    name: site.brand,
    slogan: site.tagline,
    description: site.description,
    url: localizedUrl('/', locale),
    email: site.email,
    image: absoluteUrl('/opengraph-image'),
    priceRange: `$${Math.min(...packages.map((p) => p.price))}-$${Math.max(...packages.map((p) => p.price))}`,
    areaServed: ['Asia', 'Worldwide'],
    knowsAbout: ['Public relations', 'Press release distribution', 'Web3', 'Fintech', 'Investor relations'],
    address: offices.map(postalAddress),
    department: offices.map((office) => ({
      '@type': 'ProfessionalService',
      name: `${site.brand} ${office.label} (${office.city})`,
      email: site.email,
      address: postalAddress(office),
    })),
    parentOrganization: organizationRef(),
  };
}

/** /services: every service as a Service offered by the agency. */
export function serviceListJsonLd(services: readonly Service[], locale: Locale = defaultLocale): JsonLdObject {
  return {
    '@context': context,
    '@type': 'ItemList',
    name: `${site.brand} services`,
    itemListElement: services.map((service, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'Service',
        name: service.title,
        description: service.description,
        serviceType: service.title,
        provider: organizationRef(),
        areaServed: ['Asia', 'Worldwide'],
        url: localizedUrl('/services', locale),
      },
    })),
  };
}

/** /faq: the questions and their full answers. */
export function faqPageJsonLd(items: readonly FaqItem[], locale: Locale = defaultLocale): JsonLdObject {
  return {
    '@context': context,
    '@type': 'FAQPage',
    url: localizedUrl('/faq', locale),
    inLanguage: languageTag[locale],
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/** /pricing: the fixed packages as Offers with their one-time USD prices. */
export function packagesJsonLd(packages: readonly PricingPackage[], locale: Locale = defaultLocale): JsonLdObject {
  return {
    '@context': context,
    '@type': 'OfferCatalog',
    name: `${site.brand} PR packages`,
    url: localizedUrl('/pricing', locale),
    itemListElement: packages.map((pkg) => ({
      '@type': 'Offer',
      name: pkg.name,
      description: pkg.description,
      price: pkg.price,
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      url: site.links.booking,
      seller: organizationRef(),
      itemOffered: {
        '@type': 'Service',
        name: pkg.name,
        description: pkg.features.join('; '),
        provider: organizationRef(),
      },
    })),
  };
}

/** /contact: a ContactPage with the agency's contact point and offices. */
export function contactPageJsonLd(locale: Locale = defaultLocale, name = `Contact ${site.brand}`): JsonLdObject {
  return {
    '@context': context,
    '@type': 'ContactPage',
    name,
    url: localizedUrl('/contact', locale),
    inLanguage: languageTag[locale],
    mainEntity: {
      ...organizationRef(),
      '@type': 'Organization',
      name: site.brand,
      email: site.email,
      address: Object.values(site.offices).map(postalAddress),
      contactPoint: {
        '@type': 'ContactPoint',
        contactType: 'sales',
        email: site.email,
        availableLanguage: ['English', 'Vietnamese'],
        areaServed: ['Asia', 'Worldwide'],
      },
    },
  };
}

/** /about: an AboutPage about the agency and its founder. */
export function aboutPageJsonLd(founder: Founder, locale: Locale = defaultLocale, name = `About ${site.brand}`): JsonLdObject {
  return {
    '@context': context,
    '@type': 'AboutPage',
    name,
    url: localizedUrl('/about', locale),
    inLanguage: languageTag[locale],
    mainEntity: {
      ...organizationRef(),
      '@type': 'Organization',
      name: site.brand,
      founder: { '@type': 'Person', name: founder.name, jobTitle: founder.title },
    },
  };
}

/** /case-studies: a CollectionPage listing each case study as a CreativeWork. */
export function caseStudiesJsonLd(caseStudies: readonly CaseStudy[], locale: Locale = defaultLocale): JsonLdObject {
  return {
    '@context': context,
    '@type': 'CollectionPage',
    name: `${site.brand} case studies`,
    url: localizedUrl('/case-studies', locale),
    inLanguage: languageTag[locale],
    mainEntity: {
      '@type': 'ItemList',
      itemListElement: caseStudies.map((caseStudy, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        item: {
          '@type': 'CreativeWork',
          name: `${caseStudy.company} case study`,
          abstract: caseStudy.result ?? caseStudy.impact,
          about: { '@type': 'Organization', name: caseStudy.company },
          url: `${localizedUrl('/case-studies', locale)}#case-study-${caseStudy.id}`,
          author: organizationRef(),
        },
      })),
    },
  };
}

/** Pages without a more specific type (privacy policy, resources). */
export function webPageJsonLd(input: {
  type?: 'WebPage' | 'CollectionPage';
  name: string;
  path: string;
  description: string;
  dateModified?: string;
  locale?: Locale;
}): JsonLdObject {
  const locale = input.locale ?? defaultLocale;
  return {
    '@context': context,
    '@type': input.type ?? 'WebPage',
    name: input.name,
    url: localizedUrl(input.path, locale),
    inLanguage: languageTag[locale],
    description: input.description,
    ...(input.dateModified ? { dateModified: input.dateModified } : {}),
    isPartOf: { '@id': websiteId(locale) },
    publisher: organizationRef(),
  };
}
