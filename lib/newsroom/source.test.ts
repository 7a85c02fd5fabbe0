import { describe, expect, it, vi } from 'vitest';
import type { Article } from './front-matter';
import { buildRss } from './rss-build';
import { fetchFeed, loadFeedItems, localFeedItems } from './source';

const articles = [
  {
    slug: 'older',
    title: 'Older article title',
    date: '2026-01-12',
    category: 'PR Tips & Guides',
    description: 'Guide',
    author: 'A',
    locale: 'en',
    translationKey: 'older',
  },
  {
    slug: 'newer',
    title: 'Newer article title',
    date: '2026-03-10',
    category: 'Kairo Newsroom',
    description: 'Release & news',
    author: 'B',
    locale: 'en',
    translationKey: 'newer',
  },
] as Article[];

const toAbsolute = (p: string) => new URL(p, 'https://kairo-pr.example').toString();

const remoteXml = buildRss(
  { title: 'Wire', link: 'https://wire.example', description: 'Wire', selfUrl: 'https://wire.example/rss.xml' },
  [
    {
      title: 'From the wire',
      link: 'https://wire.example/one',
      pubDate: '2026-05-01T00:00:00.000Z',
      description: 'Remote',
      category: 'Kairo Newsroom',
      guid: 'wire-1',
    },
  ],
);

function response(body: string, init: ResponseInit = {}): Response {
  return new Response(body, { status: 200, headers: { 'content-type': 'application/rss+xml' }, ...init });
}

describe('localFeedItems', () => {
  it('maps articles to feed items with absolute article links, newest first', () => {
    expect(localFeedItems(articles, toAbsolute)).toEqual([
      {
        title: 'Newer article title',
        link: 'https://kairo-pr.example/prstudio/newer',
        pubDate: '2026-03-10T00:00:00.000Z',
        description: 'Release & news',
        category: 'Kairo Newsroom',
        guid: 'https://kairo-pr.example/prstudio/newer',
      },
      expect.objectContaining({ link: 'https://kairo-pr.example/prstudio/older', pubDate: '2026-01-12T00:00:00.000Z' }),
    ]);
  });
});

describe('loadFeedItems', () => {
  it('uses the local articles when no FEED_URL is set, without touching the network', async () => {
    const readRemote = vi.fn();
    const out = await loadFeedItems({ timeoutMs: 100, articles: () => articles, toAbsolute, readRemote });
    expect(out.map((i) => i.title)).toEqual(['Newer article title', 'Older article title']);
    expect(readRemote).not.toHaveBeenCalled();
  });

  it('reads the external feed when FEED_URL is set', async () => {
    const fetchImpl = vi.fn(async () => response(remoteXml));
    const out = await loadFeedItems({
      feedUrl: 'https://wire.example/rss.xml',
      timeoutMs: 1000,
      articles: () => articles,
      toAbsolute,
      readRemote: (url, timeoutMs) => fetchFeed(url, { timeoutMs, fetchImpl }),
    });
    expect(out.map((i) => i.guid)).toEqual(['wire-1']);
    expect(fetchImpl).toHaveBeenCalledWith(
      'https://wire.example/rss.xml',
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
  });

  it.each([
    ['an HTTP error', async () => response('oops', { status: 503 })],
    ['a page that is not a feed', async () => response('<html><body>Moved</body></html>')],
    ['a network failure', async () => Promise.reject(new TypeError('fetch failed'))],
  ])('logs and returns an empty list on %s', async (_name, fetchImpl) => {
    const log = vi.fn();
    const out = await loadFeedItems({
      feedUrl: 'https://wire.example/rss.xml',
      timeoutMs: 1000,
      articles: () => articles,
      toAbsolute,
      readRemote: (url, timeoutMs) => fetchFeed(url, { timeoutMs, fetchImpl }),
      log,
    });
    expect(out).toEqual([]);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('https://wire.example/rss.xml'), expect.anything());
  });

  it('gives up after the timeout', async () => {
    const hanging = (_url: string | URL | Request, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal!.reason));
      });
    const log = vi.fn();
    const started = Date.now();
    const out = await loadFeedItems({
      feedUrl: 'https://slow.example/rss.xml',
      timeoutMs: 50,
      articles: () => articles,
      toAbsolute,
      readRemote: (url, timeoutMs) => fetchFeed(url, { timeoutMs, fetchImpl: hanging as typeof fetch }),
      log,
    });
    expect(out).toEqual([]);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(log.mock.calls[0][1]).toMatchObject({ name: 'TimeoutError' });
  });

  it('does not swallow a broken local article', async () => {
    await expect(
      loadFeedItems({
        timeoutMs: 100,
        articles: () => {
          throw new Error('Invalid article content/newsroom/x.md: field "date" is missing');
        },
        toAbsolute,
      }),
    ).rejects.toThrow('x.md');
  });
});
