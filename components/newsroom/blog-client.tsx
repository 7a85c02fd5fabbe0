'use client';

import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslations } from '#i18n';
import { BLOG_TABS, TAB_MESSAGE_KEYS, type BlogTab } from '@/lib/newsroom/categories';
import type { FeedItem } from '@/lib/newsroom/feed-item-check';
import { blogEmptyState, blogItems } from '@/lib/newsroom/filters';
import { FeedEmpty } from './feed-empty';
import { FeedList } from './feed-list';
import { FeedSearch } from './feed-search';
import { FeedSkeletons } from './feed-skeletons';
import { useFeedRefresh } from './use-feed-refresh';

type Props = { initialItems: FeedItem[]; siteOrigin: string; feedPath: string };

const tabId = (index: number) => `blog-tab-${index}`;
const PANEL_ID = 'blog-panel';

/** Blog list: category tabs (WAI-ARIA tabs pattern), search, refresh and empty states. */
export function BlogClient({ initialItems, siteOrigin, feedPath }: Props) {
  const t = useTranslations('Newsroom');
  const { items, loading } = useFeedRefresh(initialItems, feedPath);
  const tabName = (name: BlogTab) => t(`categories.${TAB_MESSAGE_KEYS[name]}`);
  const [tab, setTab] = useState<BlogTab>(BLOG_TABS[0]);
  const [query, setQuery] = useState('');
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const visible = blogItems(items, tab, query);
  const selectedIndex = BLOG_TABS.indexOf(tab);

  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = BLOG_TABS.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: selectedIndex === last ? 0 : selectedIndex + 1,
      ArrowLeft: selectedIndex === 0 ? last : selectedIndex - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setTab(BLOG_TABS[next]);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className="space-y-8">
      <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
        <div role="tablist" aria-label={t('blog.tabsLabel')} onKeyDown={onTabKey} className="flex flex-wrap gap-2">
          {BLOG_TABS.map((name, index) => {
            const selected = name === tab;
            return (
              <button
                key={name}
                ref={(el) => {
                  tabRefs.current[index] = el;
                }}
                id={tabId(index)}
                type="button"
                role="tab"
                aria-selected={selected}
                aria-controls={PANEL_ID}
                tabIndex={selected ? 0 : -1}
                onClick={() => setTab(name)}
                className={`rounded-full border px-4 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand ${
                  selected
                    ? 'border-brand bg-brand text-brand-foreground'
                    : 'border-border bg-card text-foreground hover:border-brand'
                }`}
              >
                {tabName(name)}
              </button>
            );
          })}
        </div>
        <FeedSearch
          id="blog-search"
          label={t('blog.searchLabel')}
          placeholder={t('searchPlaceholder')}
          value={query}
          onChange={setQuery}
        />
      </div>
      <div role="tabpanel" id={PANEL_ID} aria-labelledby={tabId(selectedIndex)}>
        {loading ? (
          <FeedSkeletons label={t('blog.loading')} />
        ) : visible.length ? (
          <FeedList items={visible} siteOrigin={siteOrigin} label={tabName(tab)} />
        ) : (
          <FeedEmpty state={blogEmptyState(query, (key) => t(`blog.${key}`))} />
        )}
      </div>
    </div>
  );
}
