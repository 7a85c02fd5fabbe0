'use client';

import { useState, type ReactNode } from 'react';
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
  /**
   * The server's full-text search (docs/behaviour.md#archive-search): the box becomes its query
   * field, typing still filters the cards at once, and submitting searches the whole archive.
   */
  archiveSearch?: { action: string; label: string; hint: string; fields: ReactNode };
};

/** PR Studio list: search, refresh and empty states over the server-rendered press releases. */
export function PrStudioClient({ initialItems, newsroomCategory, siteOrigin, feedPath, archiveSearch }: Props) {
  const t = useTranslations('Newsroom');
  const { items, loading } = useFeedRefresh(initialItems, feedPath);
  const [query, setQuery] = useState('');
  const visible = prStudioItems(items, newsroomCategory, query);

  const box = (
    <FeedSearch
      id="pr-studio-search"
      label={t('prStudio.searchLabel')}
      placeholder={t('searchPlaceholder')}
      value={query}
      onChange={setQuery}
      name={archiveSearch ? 'q' : undefined}
    />
  );

  return (
    <div className="space-y-8">
      {archiveSearch ? (
        <form method="get" action={archiveSearch.action} role="search" aria-label={archiveSearch.label}>
          <div className="flex flex-wrap items-end gap-4">
            {box}
            {archiveSearch.fields}
          </div>
          <p className="mt-2 text-sm text-muted">{archiveSearch.hint}</p>
        </form>
      ) : (
        box
      )}
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
