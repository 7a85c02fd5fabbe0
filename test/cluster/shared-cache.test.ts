/**
 * Two instances of one build share the page and data cache through Redis: a revalidation posted to
 * instance A refreshes what instance B serves, for a prerendered page and for the RSS feed (a route
 * handler). The newsroom reads an external feed served here, whose items the test changes.
 *
 * The instances run the standalone server the container image runs, which uses the configuration
 * as built, from a build made without REDIS_URL: the cache handler picks Redis when the server
 * starts. The same build started without REDIS_URL keeps a cache per instance, as Next's default.
 */
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type SiteInstance } from '@/test/servers/next';
import { nginxUnavailable, startNginx } from '@/test/servers/nginx';
import { redisUnavailable, startRedis, type RedisServer } from '@/test/servers/redis';
import { skipMessage } from '@/test/servers/skip';

const TOKEN = 'cluster-revalidate-token-0123456789';

/** An RSS feed whose single newsroom item the test can rename, counting how often it is read. */
function feedServer() {
  const state = { title: 'Cluster release one', reads: 0 };
  const server = http.createServer((_request, response) => {
    state.reads += 1;
    response.setHeader('content-type', 'application/rss+xml');
    response.end(`<?xml version="1.0"?><rss version="2.0"><channel><title>t</title><link>https://example.com</link><description>d</description>
<item><title>${state.title}</title><link>https://example.com/${encodeURIComponent(state.title)}</link><guid>${encodeURIComponent(state.title)}</guid>
<pubDate>Tue, 24 Nov 2026 10:00:00 GMT</pubDate><description>About ${state.title}</description><category>Kairo Newsroom</category></item>
</channel></rss>`);
  });
  return { state, server };
}

async function eventually(check: () => Promise<void>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

function revalidate(site: SiteInstance, tags: string[]): Promise<Response> {
  return fetch(`${site.url}/api/revalidate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ tags }),
  });
}

async function text(url: string): Promise<string> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return response.text();
}

describe.skipIf(skipMessage(redisUnavailable()))('shared Next.js cache across two instances (real Redis)', () => {
  let redis: RedisServer;
  let a: SiteInstance;
  let b: SiteInstance;
  const feed = feedServer();

  beforeAll(async () => {
    execFileSync(process.execPath, ['scripts/ensure-build.mjs'], { stdio: 'inherit' });
    await new Promise<void>((resolve) => feed.server.listen(0, '127.0.0.1', resolve));
    redis = await startRedis();
    const env = {
      REDIS_URL: redis.url,
      REDIS_PREFIX: 'cluster:',
      REVALIDATE_TOKEN: TOKEN,
      FEED_URL: `http://127.0.0.1:${(feed.server.address() as AddressInfo).port}/feed.xml`,
    };
    [a, b] = await Promise.all([startSite(env, { standalone: true }), startSite(env, { standalone: true })]);
  }, 600_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await redis?.stop();
    await new Promise((resolve) => feed.server.close(resolve));
  });

  it('B renders the page and feed once, A serves the same entries from Redis without reading the feed', async () => {
    expect(await text(`${b.url}/pr-studio`)).toContain('Cluster release one');
    expect(await text(`${b.url}/prstudio/rss.xml`)).toContain('Cluster release one');
    const readsAfterB = feed.state.reads;
    expect(readsAfterB).toBeGreaterThan(0);
    feed.state.title = 'Cluster release two';
    expect(await text(`${a.url}/pr-studio`)).toContain('Cluster release one');
    expect(await text(`${a.url}/prstudio/rss.xml`)).toContain('Cluster release one');
    expect(feed.state.reads).toBe(readsAfterB);
  });

  it('a revalidation posted to A refreshes the page and the RSS feed that B serves', async () => {
    feed.state.title = 'Cluster release three';
    expect((await revalidate(a, ['feed'])).status).toBe(200);
    // No waiting: the 200 comes only once Redis has recorded the tag, and the revalidation expires
    // entries (not merely marks them stale), so B's very next request renders afresh rather than
    // serving the old entry once more while it regenerates in the background.
    const page = await text(`${b.url}/pr-studio`);
    expect(page).toContain('Cluster release three');
    expect(page).not.toContain('Cluster release one');
    const rss = await text(`${b.url}/prstudio/rss.xml`);
    expect(rss).toContain('Cluster release three');
    expect(rss).not.toContain('Cluster release one');
  });

  it('the revalidation is answered only once Redis has recorded it', async () => {
    redis.pause();
    let answered = false;
    const pending = revalidate(a, ['feed']).then((response) => {
      answered = true;
      return response;
    });
    try {
      // Well within Redis's 1 s timeout: the route is waiting for Redis, not failing.
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(answered).toBe(false);
    } finally {
      redis.resume();
    }
    expect((await pending).status).toBe(200);
  });

  it.skipIf(skipMessage(nginxUnavailable()))('nginx from deploy/nginx.conf in front: pages come from its micro-cache, /api never does', async () => {
    const nginx = await startNginx({ upstreams: [a, b].map((site) => `127.0.0.1:${site.port}`) });
    try {
      const pageStatuses: (string | null)[] = [];
      for (let i = 0; i < 3; i++) {
        const response = await fetch(`${nginx.url}/pr-studio`);
        expect(await response.text()).toContain('Cluster release three');
        pageStatuses.push(response.headers.get('x-micro-cache'));
      }
      expect(pageStatuses[0]).toBe('MISS');
      expect(pageStatuses.slice(1).some((status) => status === 'HIT' || status === 'STALE' || status === 'UPDATING')).toBe(true);
      for (let i = 0; i < 2; i++) {
        const response = await fetch(`${nginx.url}/api/health`);
        await response.arrayBuffer();
        expect(response.headers.get('x-micro-cache')).toBeNull();
      }
    } finally {
      await nginx.stop();
    }
  });
});

describe('the same build without REDIS_URL: a cache per instance', () => {
  let a: SiteInstance;
  let b: SiteInstance;
  const feed = feedServer();

  beforeAll(async () => {
    execFileSync(process.execPath, ['scripts/ensure-build.mjs'], { stdio: 'inherit' });
    await new Promise<void>((resolve) => feed.server.listen(0, '127.0.0.1', resolve));
    feed.state.title = 'Local release one';
    const env = { REVALIDATE_TOKEN: TOKEN, FEED_URL: `http://127.0.0.1:${(feed.server.address() as AddressInfo).port}/feed.xml` };
    [a, b] = await Promise.all([startSite(env, { standalone: true }), startSite(env, { standalone: true })]);
  }, 600_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    feed.server.closeAllConnections();
    await new Promise((resolve) => feed.server.close(resolve));
  });

  it('a revalidation on A refreshes A only, and A keeps serving its own cached render', async () => {
    const before = await text(`${b.url}/pr-studio`);
    // The page as built read no external feed (no FEED_URL at build time): it carries the local
    // articles' tag, not the feed's.
    expect((await revalidate(a, ['articles', 'feed'])).status).toBe(200);
    // Next's own cache takes the revalidation after answering, so A may need a moment.
    await eventually(async () => expect((await text(`${a.url}/pr-studio`)).includes('Local release one')).toBe(true));
    feed.state.title = 'Local release two';
    expect((await text(`${a.url}/pr-studio`)).includes('Local release one')).toBe(true);
    expect((await text(`${b.url}/pr-studio`)) === before).toBe(true);
    expect(before.includes('Local release')).toBe(false);
  });
});
