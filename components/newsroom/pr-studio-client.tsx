'use client';

import { useState } from 'react';
import { useTranslations } from '#i18n';
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
  /** The page's language's feed, re-read every few minutes. */
  feedPath: string;
};

/** PR Studio list: search, refresh and empty states over the server-rendered press releases. */
export function PrStudioClient({ initialItems, newsroomCategory, siteOrigin, feedPath }: Props) {
  const t = useTranslations('Newsroom');
  const { items, loading } = useFeedRefresh(initialItems, feedPath);
  const [query, setQuery] = useState('');
  const visible = prStudioItems(items, newsroomCategory, query);

  return (
    <div className="space-y-8">
      <FeedSearch
        id="pr-studio-search"
        label={t('prStudio.searchLabel')}
        placeholder={t('searchPlaceholder')}
        value={query}
        onChange={setQuery}
      />
      {loading ? (
        <FeedSkeletons label={t('prStudio.loading')} />
      ) : visible.length ? (
        <FeedList items={visible} siteOrigin={siteOrigin} label={t('prStudio.listLabel')} />
      ) : (
        <FeedEmpty state={prStudioEmptyState(query, (key) => t(`prStudio.${key}`))} />
      )}
    </div>
  );
}
