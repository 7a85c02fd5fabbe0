/**
 * Every cache tag in the site, in one place. Cached readers store their data under these tags, the
 * pages, feed, sitemap, JSON-LD and chat knowledge built from that data inherit them, and
 * `POST /api/revalidate` expires them. One tag per content file, plus the newsroom, the external feed and the media library.
 */
export const cacheTags = [
  'services',
  'case-studies',
  'articles',
  'feed',
  'faq',
  'contact',
  'about',
  'privacy',
  'testimonials',
  'stats',
  'packages',
  'pr-modes',
  'publications',
  'media',
] as const;

export type CacheTag = (typeof cacheTags)[number];

/** The external FEED_URL feed; local articles are under 'articles'. */
export const FEED_CACHE_TAG = 'feed' satisfies CacheTag;
export const ARTICLES_CACHE_TAG = 'articles' satisfies CacheTag;
/** The media library's uploads (lib/media/library.ts), shown in the media kit. */
export const MEDIA_CACHE_TAG = 'media' satisfies CacheTag;
