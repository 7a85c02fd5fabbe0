import type { Metadata } from 'next';
import { absoluteUrl, site } from '@/lib/config/site';
import { FEED_PATH } from '@/lib/newsroom/categories';
import type { Locale } from '@/lib/i18n/locales';

export type PageMeta = {
  /** Page title without the brand; the builder appends ` | {brand}`. */
  title: string;
  description: string;
  /** Path of the page, e.g. `/pricing`. */
  path: string;
  keywords?: readonly string[];
  type?: 'website' | 'article';
  publishedTime?: string;
  authors?: string[];
  noindex?: boolean;
  /** The page's language; English when absent. */
  locale?: Locale;
  /**
   * The unprefixed path of this page in each language it exists in, when that differs from "every
   * locale at `path`" (an article translated under another slug, or not translated at all).
   */
  alternates?: Partial<Record<Locale, string>>;
};

/** The site's sharing picture (app/opengraph-image.tsx draws it), used by Open Graph, X and article JSON-LD. */
export const shareImage = {
  path: '/opengraph-image',
  width: 1200,
  height: 630,
  alt: `${site.brand} — ${site.tagline}`,
} as const;

export function pageTitle(title: string): string {
  return `${title} | ${site.brand}`;
}

/** The one metadata builder every page uses. */
export function buildMetadata(meta: PageMeta): Metadata {
  const title = pageTitle(meta.title);
  const url = absoluteUrl(meta.path);
  const image = {
    url: absoluteUrl(shareImage.path),
    width: shareImage.width,
    height: shareImage.height,
    alt: shareImage.alt,
  };
  return {
    title: { absolute: title },
    description: meta.description,
    keywords: [...(meta.keywords ?? []), ...site.keywords],
    alternates: {
      canonical: url,
      types: { 'application/rss+xml': [{ url: absoluteUrl(FEED_PATH), title: `${site.brand} PR Studio` }] },
    },
    openGraph: {
      type: meta.type ?? 'website',
      url,
      title,
      description: meta.description,
      siteName: site.brand,
      locale: 'en_US',
      images: [image],
      ...(meta.type === 'article' ? { publishedTime: meta.publishedTime, authors: meta.authors } : {}),
    },
    twitter: {
      card: 'summary_large_image',
      ...(site.social.xHandle ? { site: site.social.xHandle } : {}),
      title,
      description: meta.description,
      images: [{ url: image.url, alt: image.alt }],
    },
    robots: meta.noindex ? { index: false, follow: true } : { index: true, follow: true },
  };
}
