/**
 * Site facts in one typed module. Every value here is a placeholder for the agency's real data:
 * replace it in this file and the whole site (pages, footer, JSON-LD, chat knowledge) follows.
 * Editor-facing copy and the package prices live in the content folder (CONTENT_DIR) instead.
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

export const site = {
  brand: 'Kairo PR',
  tagline: 'PR that investors notice',
  description:
    'Kairo PR writes and distributes press releases for Web3, fintech and tech companies in Asia and beyond, with guaranteed tier-1 placements, investor-grade storytelling and publication within 7-10 days.',
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
} as const;

export type Site = typeof site;

export function absoluteUrl(path = '/'): string {
  return new URL(path, site.url).toString();
}
