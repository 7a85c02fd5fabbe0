/**
 * Structured data for the content pages, one builder per page type. Each refers to the site-wide
 * Organization (emitted by the root layout) by its @id instead of repeating it.
 */
import type { FaqItem, Founder, PricingPackage } from '@/lib/content/schemas';
import type { CaseStudy } from '@/lib/content/case-studies';
import type { Service } from '@/lib/content/services';
import { absoluteUrl, site } from '@/lib/config/site';
import { postalAddress, type JsonLdObject } from './json-ld';

const context = 'https://schema.org';
const organizationRef = () => ({ '@id': absoluteUrl('/#organization') });

/** Home: the agency as a ProfessionalService with both offices as departments. */
export function professionalServiceJsonLd(packages: readonly PricingPackage[]): JsonLdObject {
  const offices = Object.values(site.offices);
  return {
    '@context': context,
    '@type': 'ProfessionalService',
    '@id': absoluteUrl('/#professional-service'),
    name: site.brand,
    slogan: site.tagline,
    description: site.description,
    url: absoluteUrl('/'),
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
export function serviceListJsonLd(services: readonly Service[]): JsonLdObject {
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
        url: absoluteUrl('/services'),
      },
    })),
  };
}

/** /faq: the questions and their full answers. */
export function faqPageJsonLd(items: readonly FaqItem[]): JsonLdObject {
  return {
    '@context': context,
    '@type': 'FAQPage',
    url: absoluteUrl('/faq'),
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/** /pricing: the fixed packages as Offers with their one-time USD prices. */
export function packagesJsonLd(packages: readonly PricingPackage[]): JsonLdObject {
  return {
    '@context': context,
    '@type': 'OfferCatalog',
    name: `${site.brand} PR packages`,
    url: absoluteUrl('/pricing'),
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
export function contactPageJsonLd(): JsonLdObject {
  return {
    '@context': context,
    '@type': 'ContactPage',
    name: `Contact ${site.brand}`,
    url: absoluteUrl('/contact'),
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
export function aboutPageJsonLd(founder: Founder): JsonLdObject {
  return {
    '@context': context,
    '@type': 'AboutPage',
    name: `About ${site.brand}`,
    url: absoluteUrl('/about'),
    mainEntity: {
      ...organizationRef(),
      '@type': 'Organization',
      name: site.brand,
      founder: { '@type': 'Person', name: founder.name, jobTitle: founder.title },
    },
  };
}

/** /case-studies: a CollectionPage listing each case study as a CreativeWork. */
export function caseStudiesJsonLd(caseStudies: readonly CaseStudy[]): JsonLdObject {
  return {
    '@context': context,
    '@type': 'CollectionPage',
    name: `${site.brand} case studies`,
    url: absoluteUrl('/case-studies'),
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
          url: absoluteUrl(`/case-studies#case-study-${caseStudy.id}`),
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
}): JsonLdObject {
  return {
    '@context': context,
    '@type': input.type ?? 'WebPage',
    name: input.name,
    url: absoluteUrl(input.path),
    description: input.description,
    ...(input.dateModified ? { dateModified: input.dateModified } : {}),
    isPartOf: { '@id': absoluteUrl('/#website') },
    publisher: organizationRef(),
  };
}
