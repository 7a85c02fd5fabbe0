/**
 * JSON Feed 1.1 (https://www.jsonfeed.org/version/1.1/) of a language's newsroom, beside its RSS
 * feed: the same items, for readers and newsroom tools that take JSON (docs/behaviour.md#feeds).
 */
import type { FeedItem } from './feed-item-check';

export const JSON_FEED_PATH = '/prstudio/feed.json';

export type JsonFeedChannel = { title: string; homePageUrl: string; feedUrl: string; description: string; language: string };

export function buildJsonFeed(channel: JsonFeedChannel, items: FeedItem[]): string {
  return JSON.stringify({
    version: 'https://jsonfeed.org/version/1.1',
    title: channel.title,
    home_page_url: channel.homePageUrl,
    feed_url: channel.feedUrl,
    description: channel.description,
    language: channel.language,
    items: items.map((item) => ({
      id: item.guid,
      url: item.link,
      title: item.title,
      content_text: item.description,
      summary: item.description,
      date_published: item.pubDate,
      tags: [item.category],
      ...(item.language ? { language: item.language } : {}),
    })),
  });
}

/** The categories with a feed of their own, by the slug in `/prstudio/rss/<slug>`. */
export function categorySlug(category: string): string {
  return category
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
