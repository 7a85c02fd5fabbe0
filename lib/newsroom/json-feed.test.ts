import { describe, expect, it } from 'vitest';
import { buildJsonFeed, categorySlug } from './json-feed';

describe('JSON Feed 1.1', () => {
  it('carries each item with its id, URL, date, category and its own language when it differs', () => {
    const feed = JSON.parse(
      buildJsonFeed(
        {
          title: 'Kairo PR Newsroom',
          homePageUrl: 'https://kairo-pr.example/zh/pr-studio',
          feedUrl: 'https://kairo-pr.example/zh/prstudio/feed.json',
          description: 'Releases',
          language: 'zh-Hans',
        },
        [
          {
            title: 'A release',
            link: 'https://kairo-pr.example/zh/prstudio/a',
            pubDate: '2026-03-10T00:00:00.000Z',
            description: 'Summary',
            category: 'Kairo Newsroom',
            guid: 'https://kairo-pr.example/prstudio/a',
            language: 'en',
          },
        ],
      ),
    );
    expect(feed.version).toBe('https://jsonfeed.org/version/1.1');
    expect(feed.feed_url).toBe('https://kairo-pr.example/zh/prstudio/feed.json');
    expect(feed.items).toEqual([
      {
        id: 'https://kairo-pr.example/prstudio/a',
        url: 'https://kairo-pr.example/zh/prstudio/a',
        title: 'A release',
        content_text: 'Summary',
        summary: 'Summary',
        date_published: '2026-03-10T00:00:00.000Z',
        tags: ['Kairo Newsroom'],
        language: 'en',
      },
    ]);
  });

  it('names each category feed by a slug', () => {
    expect(['Kairo Newsroom', 'Web3/Crypto', 'PR Tips & Guides'].map(categorySlug)).toEqual([
      'kairo-newsroom',
      'web3-crypto',
      'pr-tips-and-guides',
    ]);
  });
});
