import { expect, test } from '@playwright/test';
import { defaultLocale, splitLocale } from '../lib/i18n/locales';
import { publicPages } from '../lib/seo/public-routes';

const SITE_URL = process.env.SITE_URL ?? 'http://localhost:3000';

for (const path of publicPages) {
  test(`SEO tags on ${path}`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const title = html.match(/<title>([^<]*)<\/title>/)?.[1];
    expect(title).toMatch(/^.+ \| Kairo PR$/);
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
    // Next drops the trailing slash of the root URL.
    const canonical = new URL(path, SITE_URL).toString().replace(/\/$/, '');
    expect(html).toContain(`<link rel="canonical" href="${canonical}"/>`);
    expect(html).toMatch(/<meta property="og:title" content="[^"]+ \| Kairo PR"/);
    expect(html).toMatch(/<meta name="twitter:card" content="summary_large_image"/);
    expect(html).toContain('<meta name="twitter:site" content="@kairopr_example"/>');
    const ogAlt = html.match(/<meta property="og:image:alt" content="([^"]+)"/)?.[1];
    expect(ogAlt).toBeTruthy();
    expect(html).toContain(`<meta name="twitter:image:alt" content="${ogAlt}"/>`);
    expect(html).toMatch(/<link rel="alternate" type="application\/rss\+xml"[^>]*href="[^"]*\/prstudio\/rss\.xml"/);
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
    const types = blocks.flat().map((b: { '@type': string }) => b['@type']);
    expect(types).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
  });
}

// sitemap.xml lists every language (e2e/i18n-seo.spec.ts); the English pages are the unprefixed URLs.
const isEnglish = (pathname: string) => splitLocale(pathname).locale === defaultLocale;

test('/sitemap links every English URL of sitemap.xml and shows the same list as XML', async ({ page }) => {
  const xml = await (await page.request.get('/sitemap.xml')).text();
  const expected = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname).filter(isEnglish);
  await page.goto('/sitemap');
  await expect(page).toHaveTitle('Sitemap | Kairo PR');
  const linked = await page
    .getByRole('main')
    .getByRole('listitem')
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  expect(linked).toEqual(expected);
  expect(linked).toEqual(expect.arrayContaining(['/resources', '/sitemap']));
  await page.getByText('The same list as XML').click();
  const shown = await page.getByTestId('sitemap-xml').innerText();
  expect([...shown.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)).toEqual(expected);
});

test('robots.txt points at sitemap.xml, which lists every public page and article', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap: ');
  expect(robots).toMatch(/Sitemap: \S+\/sitemap\.xml/);
  const response = await request.get('/sitemap.xml');
  expect(response.headers()['content-type']).toContain('xml');
  const xml = await response.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname).filter(isEnglish);
  const articles = locs.filter((p) => p.startsWith('/prstudio/'));
  expect(locs.filter((p) => !p.startsWith('/prstudio/')).sort()).toEqual([...publicPages].sort());
  expect(articles.length).toBeGreaterThanOrEqual(16);
  expect(articles).toContain('/prstudio/how-to-write-a-press-release-that-gets-published');
});
