import type { APIRequestContext } from '@playwright/test';

export type CrawledPage = { path: string; status: number; html: string; linkedFrom: string };

/** href values of the anchors in server HTML (what a crawler without JavaScript follows). */
function anchorHrefs(html: string): string[] {
  return [...html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));
}

/**
 * Follows every internal link from `start` through the server HTML, breadth first, and returns each
 * HTML page reached by path (query kept, fragment dropped). Non-HTML targets (the feed, sitemap.xml)
 * are requested and recorded without their body.
 */
export async function crawl(
  request: APIRequestContext,
  /** Origins counted as this site: the test server's and SITE_URL's. The first resolves relative links. */
  origins: string[],
  start = '/',
  limit = 500,
): Promise<Map<string, CrawledPage>> {
  const seen = new Map<string, CrawledPage>();
  let frontier: { path: string; from: string }[] = [{ path: start, from: '(start)' }];
  const queued = new Set([start]);
  while (frontier.length) {
    if (queued.size > limit) throw new Error(`more than ${limit} internal URLs: is a link generating new ones?`);
    const next: typeof frontier = [];
    // A few at a time: fast enough, and gentle on a shared machine.
    for (let i = 0; i < frontier.length; i += 4) {
      await Promise.all(
        frontier.slice(i, i + 4).map(async ({ path, from }) => {
          const response = await request.get(path, { maxRedirects: 0 });
          const html = (response.headers()['content-type'] ?? '').includes('text/html') ? await response.text() : '';
          seen.set(path, { path, status: response.status(), html, linkedFrom: from });
          for (const href of anchorHrefs(html)) {
            const url = new URL(href, new URL(path, origins[0]));
            if (!origins.includes(url.origin)) continue;
            const target = url.pathname + url.search;
            if (queued.has(target)) continue;
            queued.add(target);
            next.push({ path: target, from: path });
          }
        }),
      );
    }
    frontier = next;
  }
  return seen;
}

/** The path of every <loc> in sitemap.xml. */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}
