import type { Metadata } from 'next';
import { serverEnv } from '@/lib/config/env';
import { absoluteUrl, site } from '@/lib/config/site';
import { FEED_PATH } from '@/lib/newsroom/categories';
import { JSON_FEED_PATH } from '@/lib/newsroom/json-feed';
import { defaultLocale, locales, ogLocale, type Locale } from '@/lib/i18n/locales';
import { messageList } from '@/lib/i18n/messages';
import { hreflangLinks, pageLanguages } from './alternates';
import type { PathPerLocale } from './public-routes';
import { seoText } from './seo-text';
import { localizedUrl } from './urls';

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
  alternates?: PathPerLocale;
  /** A sharing picture of the page's own (a release's title card); the site's otherwise. */
  image?: { path: string; alt: string };
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
  const locale = meta.locale ?? defaultLocale;
  const text = seoText(locale);
  const languages = pageLanguages(meta.path, locale, meta.alternates);
  const title = pageTitle(meta.title);
  const url = localizedUrl(meta.path, locale);
  const image = {
    url: absoluteUrl(meta.image?.path ?? shareImage.path),
    width: shareImage.width,
    height: shareImage.height,
    alt: meta.image?.alt ?? text.shareImageAlt,
  };
  return {
    title: { absolute: title },
    description: meta.description,
    keywords: [...(meta.keywords ?? []), ...messageList(locale, 'Keywords.site')],
    alternates: {
      canonical: url,
      languages: hreflangLinks(languages),
      types: {
        'application/rss+xml': [{ url: localizedUrl(FEED_PATH, locale), title: text.feedTitle }],
        'application/feed+json': [{ url: localizedUrl(JSON_FEED_PATH, locale), title: text.feedTitle }],
      },
    },
    openGraph: {
      type: meta.type ?? 'website',
      url,
      title,
      description: meta.description,
      siteName: site.brand,
      locale: ogLocale[locale],
      alternateLocale: locales.filter((l) => l !== locale && languages[l] !== undefined).map((l) => ogLocale[l]),
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

/**
 * The root layout's metadata in a locale: the site's tagline as title, its description, and the
 * home page's canonical and alternates, which every page then overrides with its own.
 */
export function siteMetadata(locale: Locale): Metadata {
  const text = seoText(locale);
  const { NAVER_SITE_VERIFICATION, BAIDU_SITE_VERIFICATION } = serverEnv();
  const codes = {
    ...(NAVER_SITE_VERIFICATION ? { 'naver-site-verification': NAVER_SITE_VERIFICATION } : {}),
    ...(BAIDU_SITE_VERIFICATION ? { 'baidu-site-verification': BAIDU_SITE_VERIFICATION } : {}),
  };
  return {
    metadataBase: new URL(site.url),
    applicationName: site.brand,
    ...(Object.keys(codes).length ? { verification: { other: codes } } : {}),
    ...buildMetadata({ title: text.siteTitle, description: text.siteDescription, path: '/', locale }),
  };
}
