import 'server-only';
import { unstable_cache } from 'next/cache';
import { getTranslations } from 'next-intl/server';
import { absoluteUrl, site } from '@/lib/config/site';
import { serverEnv } from '@/lib/config/env';
import { getArticles } from '@/lib/readers';
import { FEED_CACHE_TAG } from '@/lib/content/cache-tags';
import { FEED_REVALIDATE_SECONDS } from '@/lib/newsroom/categories';
import { languageTag, type Locale } from '@/lib/i18n/locales';
import type { FeedItem } from '@/lib/newsroom/feed-item';
import { fetchFeed, loadFeedItems } from '@/lib/newsroom/source';

// Local articles come from their own cached reader (tag 'articles'); the external feed is cached
// under 'feed'. Failures throw out of the cached function, so an outage is not remembered for five
// minutes; loadFeedItems turns them into an empty list.
const readRemoteCached = unstable_cache(
  (url: string, timeoutMs: number) =>
    fetchFeed(url, {
      timeoutMs,
      onInvalid: (index, reason) => console.warn(`[newsroom] skipped feed item ${index}: ${reason}`),
    }),
  ['newsroom-remote-feed'],
  { tags: [FEED_CACHE_TAG], revalidate: FEED_REVALIDATE_SECONDS },
);

/** `locale`'s feed items, newest first: its local articles with English fallbacks, or FEED_URL when it is set. */
export async function getFeedItems(locale: Locale = 'en'): Promise<FeedItem[]> {
  const { FEED_URL, FEED_TIMEOUT_MS } = serverEnv();
  return loadFeedItems({
    locale,
    feedUrl: FEED_URL,
    timeoutMs: FEED_TIMEOUT_MS,
    articles: getArticles,
    toAbsolute: absoluteUrl,
    readRemote: readRemoteCached,
  });
}

/** How every feed of a language names itself (RSS, JSON Feed, per category): title, description, language tag. */
export async function feedChannel(locale: Locale): Promise<{ title: string; description: string; language: string }> {
  const [t, common] = await Promise.all([
    getTranslations({ locale, namespace: 'Newsroom.feed' }),
    getTranslations({ locale, namespace: 'Common' }),
  ]);
  return {
    title: t('title', { brand: site.brand }),
    description: t('description', { brand: site.brand, tagline: common('tagline') }),
    language: languageTag[locale],
  };
}
