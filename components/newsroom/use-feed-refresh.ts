'use client';

import { useEffect, useState } from 'react';
import { FEED_REFRESH_MS } from '@/lib/newsroom/categories';
import type { FeedItem } from '@/lib/newsroom/feed-item-check';
import { parseRssText } from '@/lib/newsroom/rss-dom';

/**
 * Starts from the server-rendered items and re-reads the page's language's RSS feed (`feedPath`) every 5 minutes
 * (docs/behaviour.md#newsroom). A failed refresh is logged and the current list stays on screen.
 */
export function useFeedRefresh(initialItems: FeedItem[], feedPath: string): { items: FeedItem[]; loading: boolean } {
  const [items, setItems] = useState(initialItems);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    let controller: AbortController | undefined;
    const refresh = async () => {
      controller?.abort();
      const current = new AbortController();
      controller = current;
      setLoading(true);
      try {
        const response = await fetch(feedPath, {
          headers: { Accept: 'application/rss+xml' },
          cache: 'no-store',
          signal: current.signal,
        });
        if (!response.ok) throw new Error(`feed answered HTTP ${response.status}`);
        const next = parseRssText(await response.text());
        if (!current.signal.aborted) setItems(next);
      } catch (error) {
        if (!current.signal.aborted) console.error('[newsroom] feed refresh failed', error);
      } finally {
        if (!current.signal.aborted) setLoading(false);
      }
    };
    const timer = window.setInterval(refresh, FEED_REFRESH_MS);
    return () => {
      window.clearInterval(timer);
      controller?.abort();
    };
  }, [feedPath]);

  return { items, loading };
}
