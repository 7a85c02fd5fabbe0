/**
 * Search engines' view of the languages (docs/i18n.md): every public page in every locale answers,
 * says its language, names itself canonical and lists the same reciprocal hreflang set as each of
 * its translations and as sitemap.xml; the validators pass on translated pages too.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { HtmlValidate } from 'html-validate';
import { languageTag, localizedPath, locales, ogLocale, splitLocale, type Locale } from '../lib/i18n/locales';
import { publicPages } from '../lib/seo/public-routes';
import { jsonLdBlocks } from './html-text';
import { structuredDataProblems } from './structured-data';

const SITE_URL = process.env.SITE_URL ?? 'http://localhost:3000';

/** Next writes the root URL without its trailing slash; compare URLs the same way. */
const normal = (url: string) => url.replace(/\/$/, '');
const url = (pagePath: string, locale: Locale) => normal(new URL(localizedPath(pagePath, locale), SITE_URL).toString());

/** The hreflang set every translation of a page at the same path must carry. */
function expectedSet(pagePath: string): Record<string, string> {
  const set: Record<string, string> = Object.fromEntries(locales.map((l) => [languageTag[l], url(pagePath, l)]));
  return { ...set, 'x-default': url(pagePath, 'en') };
}

const attributes = (tag: string) =>
  Object.fromEntries([...tag.matchAll(/([a-zA-Z:-]+)="([^"]*)"/g)].map((m) => [m[1].toLowerCase(), m[2].replace(/&amp;/g, '&')]));
const head = (html: string) => html.slice(0, html.indexOf('</head>'));

type Head = { lang?: string; canonical?: string; ogLocale?: string; alternates: Record<string, string> };

async function readHead(request: APIRequestContext, pagePath: string): Promise<Head & { status: number }> {
  const response = await request.get(pagePath);
  const html = await response.text();
  const links = [...head(html).matchAll(/<link\b[^>]*>/g)].map((m) => attributes(m[0]));
  const alternates: Record<string, string> = {};
  for (const link of links) if (link.rel === 'alternate' && link.hreflang) alternates[link.hreflang] = normal(link.href);
  return {
    status: response.status(),
    lang: html.match(/<html[^>]*\slang="([^"]+)"/)?.[1],
    canonical: links.find((link) => link.rel === 'canonical')?.href,
    ogLocale: html.match(/<meta property="og:locale" content="([^"]+)"/)?.[1],
    alternates,
  };
}

for (const pagePath of publicPages) {
  test(`${pagePath} in every locale: status, lang, canonical, og:locale and reciprocal hreflang`, async ({ request }) => {
    const problems: string[] = [];
    const expected = expectedSet(pagePath);
    for (const locale of locales) {
      const at = localizedPath(pagePath, locale);
      const page = await readHead(request, at);
      if (page.status !== 200) problems.push(`${at}: status ${page.status}`);
      if (page.lang !== languageTag[locale]) problems.push(`${at}: <html lang="${page.lang}">, not ${languageTag[locale]}`);
      if (normal(page.canonical ?? '') !== url(pagePath, locale))
        problems.push(`${at}: canonical ${page.canonical}, not ${url(pagePath, locale)}`);
      if (page.ogLocale !== ogLocale[locale]) problems.push(`${at}: og:locale ${page.ogLocale}, not ${ogLocale[locale]}`);
      // The same set on every translation: each alternate's page lists this page back, and x-default.
      if (JSON.stringify(page.alternates) !== JSON.stringify(expected))
        problems.push(`${at}: hreflang ${JSON.stringify(page.alternates)}, expected ${JSON.stringify(expected)}`);
    }
    expect(problems).toEqual([]);
  });
}

type SitemapEntry = { loc: string; alternates: Record<string, string> };

function sitemapEntries(xml: string): SitemapEntry[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => {
    const alternates: Record<string, string> = {};
    for (const link of m[1].matchAll(/<xhtml:link\b[^>]*>/g)) {
      const a = attributes(link[0]);
      alternates[a.hreflang] = normal(a.href);
    }
    return { loc: normal(m[1].match(/<loc>([^<]+)<\/loc>/)![1].replace(/&amp;/g, '&')), alternates };
  });
}

test('sitemap.xml lists every public page in every locale, with reciprocal hreflang sets and x-default', async ({ request }) => {
  const entries = sitemapEntries(await (await request.get('/sitemap.xml')).text());
  const byLoc = new Map(entries.map((entry) => [entry.loc, entry]));
  const problems: string[] = [];
  for (const pagePath of publicPages) {
    for (const locale of locales) {
      const entry = byLoc.get(url(pagePath, locale));
      if (!entry) problems.push(`${url(pagePath, locale)}: not in sitemap.xml`);
      else if (JSON.stringify(entry.alternates) !== JSON.stringify(expectedSet(pagePath)))
        problems.push(`${entry.loc}: hreflang ${JSON.stringify(entry.alternates)}`);
    }
  }
  // Articles too: every entry is among its own alternates, has x-default, and each alternate's entry lists the same set.
  for (const entry of entries) {
    const set = JSON.stringify(entry.alternates);
    if (!Object.values(entry.alternates).includes(entry.loc)) problems.push(`${entry.loc}: not among its own alternates`);
    if (!entry.alternates['x-default']) problems.push(`${entry.loc}: no x-default`);
    for (const [tag, href] of Object.entries(entry.alternates)) {
      if (tag === 'x-default') continue;
      const other = byLoc.get(href);
      if (!other) problems.push(`${entry.loc}: alternate ${tag} ${href} is not in sitemap.xml`);
      else if (JSON.stringify(other.alternates) !== set) problems.push(`${entry.loc}: ${href} does not list the same set back`);
    }
  }
  expect(entries.length).toBeGreaterThanOrEqual(publicPages.length * locales.length + 16);
  expect(problems).toEqual([]);
});

const localizedSamples = ['/ko', '/ja/pricing', '/zh/faq', '/vi/about', '/ko/sitemap'];

test('translated pages pass html-validate and the structured-data rules, in their language', async ({ request }) => {
  const config = JSON.parse(fs.readFileSync(path.join(process.cwd(), '.htmlvalidate.json'), 'utf8'));
  const validator = new HtmlValidate(config);
  const problems: string[] = [];
  for (const at of localizedSamples) {
    const response = await request.get(at);
    expect(response.status(), at).toBe(200);
    const html = await response.text();
    const report = await validator.validateString(html, `${at}.html`);
    for (const result of report.results)
      for (const message of result.messages) problems.push(`${at}: [${message.ruleId}] ${message.message}`);
    const blocks = jsonLdBlocks(html);
    problems.push(...blocks.flatMap((block) => structuredDataProblems(block, at)));
    const tag = html.match(/<html[^>]*\slang="([^"]+)"/)?.[1];
    const { locale } = splitLocale(at);
    const website = blocks.find((block) => block['@type'] === 'WebSite');
    if (!website || website.inLanguage !== tag) problems.push(`${at}: WebSite inLanguage ${String(website?.inLanguage)}, page is ${tag}`);
    if (normal(String(website?.url)) !== url('/', locale)) problems.push(`${at}: WebSite url ${String(website?.url)}, not ${url('/', locale)}`);
    for (const block of blocks) {
      const where = `${at} ${String(block['@type'])}`;
      // The Organization is one for every language; the WebSite is the locale's home, checked above.
      if (block['@type'] === 'Organization' || block['@type'] === 'WebSite') continue;
      if (typeof block.url === 'string' && !normal(block.url).startsWith(normal(new URL(at, SITE_URL).toString())))
        problems.push(`${where}: url ${block.url} is not the page's`);
      if (['WebPage', 'FAQPage', 'AboutPage', 'ContactPage', 'CollectionPage'].includes(String(block['@type'])) && block.inLanguage !== tag)
        problems.push(`${where}: inLanguage ${String(block.inLanguage)}`);
    }
    const breadcrumbs = blocks.filter((block) => block['@type'] === 'BreadcrumbList');
    if (html.includes('data-breadcrumbs') !== (breadcrumbs.length === 1))
      problems.push(`${at}: visible breadcrumb and BreadcrumbList disagree`);
  }
  expect(problems).toEqual([]);
});

test('the translated sitemap page links each page in its language, under translated headings', async ({ page }) => {
  await page.goto('/ja/sitemap');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page).toHaveTitle('サイトマップ | Kairo PR');
  await expect(page.getByRole('heading', { level: 1, name: 'サイトマップ' })).toBeVisible();
  const pages = page.getByTestId('sitemap-pages').getByRole('link');
  const hrefs = await pages.evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  expect(hrefs).toEqual(publicPages.map((p) => localizedPath(p, 'ja')));
  await expect(pages.filter({ hasText: '料金プラン' })).toHaveAttribute('href', '/ja/pricing');
  // An article not translated into Japanese is linked in English and says so.
  const english = page.getByTestId('sitemap-articles').locator('a[lang="en"]').first();
  if ((await english.count()) > 0) await expect(english).toHaveAttribute('href', /^\/prstudio\//);
});
