import { ALL_ARTICLES_TAB, PR_STUDIO_LIMIT, isBlogCategory, type BlogTab } from './categories';
import type { FeedItem } from './feed-item-check';
import type english from '@/messages/en/Newsroom.json';

/**
 * Case-insensitive match of the typed text within title or description (docs/behaviour.md#newsroom).
 * Descriptions are plain text already: the feed reader strips markup when it reads an item.
 */
export function matchesQuery(item: Pick<FeedItem, 'title' | 'description'>, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase('en-US');
  if (!needle) return true;
  return (
    item.title.toLocaleLowerCase('en-US').includes(needle) ||
    item.description.toLocaleLowerCase('en-US').includes(needle)
  );
}

export function searchItems<T extends Pick<FeedItem, 'title' | 'description'>>(items: T[], query: string): T[] {
  return items.filter((item) => matchesQuery(item, query));
}

/** Items in the agency's newsroom category (`site.newsroomCategory`), before search and the cap. */
export function newsroomItems<T extends Pick<FeedItem, 'category'>>(items: T[], newsroomCategory: string): T[] {
  return items.filter((item) => item.category === newsroomCategory);
}

/** PR Studio: the newsroom category, matching the search, at most 6 cards. */
export function prStudioItems<T extends FeedItem>(items: T[], newsroomCategory: string, query = ''): T[] {
  return searchItems(newsroomItems(items, newsroomCategory), query).slice(0, PR_STUDIO_LIMIT);
}

/** Items in one of the four blog categories; the newsroom and unknown categories never reach the blog. */
export function blogCategoryItems<T extends Pick<FeedItem, 'category'>>(items: T[]): T[] {
  return items.filter((item) => isBlogCategory(item.category));
}

/** Blog: the selected tab ("All Articles" = the four blog categories), matching the search, no cap. */
export function blogItems<T extends FeedItem>(items: T[], tab: BlogTab, query = ''): T[] {
  const inTab = blogCategoryItems(items).filter((item) => tab === ALL_ARTICLES_TAB || item.category === tab);
  return searchItems(inTab, query);
}

export type EmptyState = { message: string; hint?: string };

type PrStudioText = keyof (typeof english)['prStudio'];
type BlogText = keyof (typeof english)['blog'];

/**
 * The empty states of docs/behaviour.md#empty-states, in the page's language through `t` (the
 * Newsroom namespace's section).
 */
export function prStudioEmptyState(query: string, t: (key: PrStudioText) => string): EmptyState {
  return query.trim()
    ? { message: t('emptySearch'), hint: t('emptySearchHint') }
    : { message: t('empty'), hint: t('emptyHint') };
}

export function blogEmptyState(query: string, t: (key: BlogText) => string): EmptyState {
  return query.trim() ? { message: t('emptySearch') } : { message: t('empty') };
}
