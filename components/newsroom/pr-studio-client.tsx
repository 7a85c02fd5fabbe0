'use client';

import { useState } from 'react';
import type { FeedItem } from '@/lib/newsroom/feed-item-check';
import { prStudioEmptyState, prStudioItems } from '@/lib/newsroom/filters';
import { FeedEmpty } from './feed-empty';
import { FeedList } from './feed-list';
import { FeedSearch } from './feed-search';
import { FeedSkeletons } from './feed-skeletons';
import { useFeedRefresh } from './use-feed-refresh';

type Props = {
  initialItems: FeedItem[];
  newsroomCategory: string;
  siteOrigin: string;
};

/** PR Studio list: search, refresh and empty states over the server-rendered press releases. */
export function PrStudioClient({ initialItems, newsroomCategory, siteOrigin }: Props) {
  const { items, loading } = useFeedRefresh(initialItems);
  const [query, setQuery] = useState('');
  const visible = prStudioItems(items, newsroomCategory, query);

  return (
    <div className="space-y-8">
      <FeedSearch
        id="pr-studio-search"
        label="Search press releases"
        placeholder="Search by title or description…"
        value={query}
        onChange={setQuery}
      />
      {loading ? (
        <FeedSkeletons label="Loading press releases…" />
      ) : visible.length ? (
        <FeedList items={visible} siteOrigin={siteOrigin} label="Press releases" />
      ) : (
        <FeedEmpty state={prStudioEmptyState(query)} />
      )}
    </div>
  );
}
