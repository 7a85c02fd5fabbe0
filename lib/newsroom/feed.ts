import 'server-only';
import { unstable_cache } from 'next/cache';
import { absoluteUrl } from '@/lib/config/site';
import { serverEnv } from '@/lib/config/env';
import { getArticles } from './articles';
import { FEED_CACHE_TAG, FEED_REVALIDATE_SECONDS } from './categories';
import type { FeedItem } from './feed-item';
import { fetchFeed, loadFeedItems } from './source';

// Only the external feed goes through the data cache: local articles ship with the build, and a
// persisted copy of them could outlive a redeploy. Failures throw out of the cached function, so an
// outage is not remembered for five minutes; loadFeedItems turns them into an empty list.
const readRemoteCached = unstable_cache(
  (url: string, timeoutMs: number) =>
    fetchFeed(url, {
      timeoutMs,
      onInvalid: (index, reason) => console.warn(`[newsroom] skipped feed item ${index}: ${reason}`),
    }),
  ['newsroom-remote-feed'],
  { tags: [FEED_CACHE_TAG], revalidate: FEED_REVALIDATE_SECONDS },
);

/** Every feed item, newest first: the local articles, or FEED_URL when it is set. */
export async function getFeedItems(): Promise<FeedItem[]> {
  const { FEED_URL, FEED_TIMEOUT_MS } = serverEnv();
  return loadFeedItems({
    feedUrl: FEED_URL,
    timeoutMs: FEED_TIMEOUT_MS,
    articles: getArticles,
    toAbsolute: absoluteUrl,
    readRemote: readRemoteCached,
  });
}
