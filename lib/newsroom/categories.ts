/**
 * Feed categories and limits. Browser code imports this module, so it must not import `site`
 * (which parses env with full zod): the newsroom category (`site.newsroomCategory`) is passed in.
 */
export const BLOG_CATEGORIES = ['Promotion', 'Web3/Crypto', 'Digital Marketing', 'PR Tips & Guides'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export const ALL_ARTICLES_TAB = 'All Articles';
export type BlogTab = typeof ALL_ARTICLES_TAB | BlogCategory;
export const BLOG_TABS: readonly BlogTab[] = [ALL_ARTICLES_TAB, ...BLOG_CATEGORIES];

/** The message key (Newsroom.categories.*) of each tab; the values above stay the data's own names. */
export const TAB_MESSAGE_KEYS = {
  [ALL_ARTICLES_TAB]: 'allArticles',
  Promotion: 'promotion',
  'Web3/Crypto': 'web3Crypto',
  'Digital Marketing': 'digitalMarketing',
  'PR Tips & Guides': 'prTips',
} as const satisfies Record<BlogTab, string>;

export function isBlogCategory(category: string): category is BlogCategory {
  return (BLOG_CATEGORIES as readonly string[]).includes(category);
}

/** The blog's categories and tabs (docs/behaviour.md#newsroom). */
export const PR_STUDIO_LIMIT = 6;
export const DESCRIPTION_LIMIT = 150;
export const SKELETON_COUNT = 6;
export const FEED_REFRESH_MS = 5 * 60 * 1000;
export const FEED_REVALIDATE_SECONDS = 300;
export const FEED_PATH = '/prstudio/rss.xml';
export const ARTICLE_BASE_PATH = '/prstudio';
