import { describe, expect, it } from 'vitest';
import { ALL_ARTICLES_TAB, BLOG_CATEGORIES } from './categories';
import type { FeedItem } from './feed-item';
import english from '@/messages/en/Newsroom.json';
import { blogEmptyState, blogItems, matchesQuery, prStudioEmptyState, prStudioItems, searchItems } from './filters';

const NEWSROOM = 'Kairo Newsroom';

function item(n: number, category: string, extra: Partial<FeedItem> = {}): FeedItem {
  return {
    title: `Item ${n}`,
    link: `https://kairo-pr.example/prstudio/item-${n}`,
    pubDate: new Date(Date.UTC(2026, 0, 30 - n)).toISOString(),
    description: `Description ${n}`,
    category,
    guid: `https://kairo-pr.example/prstudio/item-${n}`,
    ...extra,
  };
}

const press = Array.from({ length: 9 }, (_, i) => item(i, NEWSROOM));
const blog = BLOG_CATEGORIES.flatMap((category, c) => [item(20 + c * 2, category), item(21 + c * 2, category)]);
const stray = [item(40, 'Uncategorised'), item(41, ''), item(42, 'kairo newsroom')];
const all = [...press, ...blog, ...stray];

describe('prStudioItems', () => {
  it('keeps only the newsroom category, in order, and at most 6', () => {
    const out = prStudioItems(all, NEWSROOM);
    expect(out).toHaveLength(6);
    expect(out.every((i) => i.category === NEWSROOM)).toBe(true);
    expect(out.map((i) => i.title)).toEqual(press.slice(0, 6).map((i) => i.title));
  });

  it('searches every press release before capping', () => {
    expect(prStudioItems(all, NEWSROOM, 'item 8').map((i) => i.title)).toEqual(['Item 8']);
  });

  it('shows fewer than 6 when fewer exist', () => {
    expect(prStudioItems(press.slice(0, 2), NEWSROOM)).toHaveLength(2);
    expect(prStudioItems(blog, NEWSROOM)).toEqual([]);
  });
});

describe('blogItems', () => {
  it('All Articles holds exactly the four blog categories, uncapped', () => {
    const out = blogItems(all, ALL_ARTICLES_TAB);
    expect(out).toHaveLength(8);
    expect(new Set(out.map((i) => i.category))).toEqual(new Set(BLOG_CATEGORIES));
  });

  it.each(BLOG_CATEGORIES)('the %s tab shows only that category', (category) => {
    const out = blogItems(all, category);
    expect(out).toHaveLength(2);
    expect(out.every((i) => i.category === category)).toBe(true);
  });

  it('combines the tab with the search', () => {
    const web3 = blogItems(all, 'Web3/Crypto');
    expect(blogItems(all, 'Web3/Crypto', web3[1].title.toUpperCase())).toEqual([web3[1]]);
    expect(blogItems(all, 'Promotion', web3[1].title)).toEqual([]);
  });
});

describe('search rule', () => {
  const release = item(1, NEWSROOM, {
    title: 'Tessellate Labs Raises USD 18 Million',
    description: 'The Layer-2 team & its prover network',
  });

  it('matches the title case-insensitively', () => {
    expect(matchesQuery(release, 'tessellate LABS')).toBe(true);
  });

  it('matches the description case-insensitively', () => {
    expect(matchesQuery(release, 'layer-2 TEAM & its')).toBe(true);
    expect(matchesQuery(release, 'layer-3')).toBe(false);
  });

  it('does not match other fields such as the category or link', () => {
    expect(matchesQuery(release, 'newsroom')).toBe(false);
    expect(matchesQuery(release, 'kairo-pr.example')).toBe(false);
  });

  it('treats a blank query as matching everything and trims the query', () => {
    expect(searchItems(all, '   ')).toHaveLength(all.length);
    expect(matchesQuery(release, '  raises  ')).toBe(true);
  });
});

describe('empty states (docs/behaviour.md#empty-states)', () => {
  it('PR Studio', () => {
    expect(prStudioEmptyState('', (key) => english.prStudio[key])).toEqual({
      message: 'No press releases available at the moment.',
      hint: 'Check back soon for the latest updates!',
    });
    expect(prStudioEmptyState('zzz', (key) => english.prStudio[key])).toEqual({
      message: 'No press releases found matching your search.',
      hint: 'Try a different search term.',
    });
  });

  it('Blog', () => {
    expect(blogEmptyState(' ', (key) => english.blog[key])).toEqual({ message: 'No articles available in this category.' });
    expect(blogEmptyState('zzz', (key) => english.blog[key])).toEqual({ message: 'No articles found matching your search.' });
  });
});
