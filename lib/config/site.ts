/**
 * Site facts in one typed module. Every value here is a placeholder for the agency's real data:
 * replace it in this file and the whole site (pages, footer, JSON-LD, chat knowledge) follows.
 */
import { env } from './env';

export type Office = {
  label: string;
  city: string;
  country: string;
  countryCode: string;
  streetAddress: string;
  postalCode: string;
};

export type PricingPackage = {
  id: string;
  name: string;
  /** USD, one-time. */
  price: number;
  description: string;
  features: string[];
  popular?: boolean;
  premium?: boolean;
};

export const site = {
  brand: 'Kairo PR',
  tagline: 'PR that investors notice',
  description:
    'Kairo PR writes and distributes press releases for Web3, fintech and tech companies in Asia and beyond, with guaranteed tier-1 placements, investor-grade storytelling and publication within 7-10 days.',
  keywords: [
    'Web3 PR agency',
    'crypto press release distribution',
    'fintech PR Asia',
    'tech PR Singapore',
    'press release writing',
    'investor relations PR',
  ],
  email: 'hello@kairo-pr.example',
  newsroomCategory: 'Kairo Newsroom',
  offices: {
    international: {
      label: 'International branch',
      city: 'Singapore',
      country: 'Singapore',
      countryCode: 'SG',
      streetAddress: 'Level 21, 1 Harbourfront Link',
      postalCode: '098633',
    },
    vietnam: {
      label: 'Vietnam branch',
      city: 'Ho Chi Minh City',
      country: 'Vietnam',
      countryCode: 'VN',
      streetAddress: 'Floor 9, 45 Le Thanh Ton Street, Ben Nghe Ward, District 1',
      postalCode: '700000',
    },
  } satisfies Record<string, Office>,
  social: {
    facebook: 'https://www.facebook.com/kairopr.example',
    x: 'https://x.com/kairopr_example',
    /** The X account as @handle for twitter:site, or undefined if the agency has none. */
    xHandle: '@kairopr_example' as string | undefined,
    linkedin: 'https://www.linkedin.com/company/kairopr-example',
  },
  messaging: { label: 'Telegram @kairopr_example', url: 'https://t.me/kairopr_example' },
  links: {
    booking: 'https://cal.com/kairopr-example/discovery-call',
    pricingCatalogue: 'https://kairo-pr.example/full-pricing-catalogue',
    credentials: 'https://kairo-pr.example/credentials',
  },
  discoveryCallMinutes: 30,
  inquiryReplyHours: 24,
  publicationDays: '7-10',
  url: env.SITE_URL,
  packages: [
    {
      id: 'digital-journal-plus',
      name: 'Digital Journal +',
      price: 179,
      description: 'A fast, affordable launch on a digital news outlet with wide syndication.',
      features: [
        'Publication on one digital news outlet',
        'Syndication to 450+ news sites',
        'Professional editing of your release',
        'Publication report with live links',
      ],
    },
    {
      id: 'compact-kit',
      name: 'Compact Kit',
      price: 269,
      description: 'A financial and a digital news outlet for early-stage credibility.',
      features: [
        'Publication on a financial news outlet',
        'Publication on a digital news outlet',
        'Syndication to 450+ news sites',
        'Publication report with live links',
      ],
    },
    {
      id: 'pr-package',
      name: 'PR Package',
      price: 1499,
      popular: true,
      description:
        'Our most requested package: a finance portal, a digital news outlet and the big news aggregators.',
      features: [
        'Publication on a leading finance portal',
        'Publication on a digital news outlet',
        'Indexed on Google News and Bing News',
        'Syndication to 300+ news sites',
        'Press release writing by a senior editor',
        'Publication report with live links',
      ],
    },
    {
      id: 'pr-amplifier',
      name: 'PR Amplifier',
      price: 699,
      description: 'Eight named financial and business outlets, including a wire service.',
      features: [
        'Eight financial and business news outlets',
        'Distribution through a newswire service',
        'Syndication to 300+ news sites',
        'Publication report with live links',
      ],
    },
    {
      id: 'mainstream',
      name: 'Mainstream',
      price: 1990,
      premium: true,
      description: 'Premium reach across wire, business, finance and crypto media.',
      features: [
        'Wire, business and finance outlets',
        'A trading-ideas platform (95% publication rate)',
        'An investment research outlet (90% publication rate)',
        "A crypto exchange's own publication",
        'Syndication to 400+ crypto and finance sites',
        'Dedicated account manager',
      ],
    },
  ] satisfies PricingPackage[],
} as const;

export type Site = typeof site;

export function absoluteUrl(path = '/'): string {
  return new URL(path, site.url).toString();
}
