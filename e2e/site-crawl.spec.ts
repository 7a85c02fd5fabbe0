/**
 * The whole site as a crawler sees it: start at /, follow the anchors in the server HTML (no
 * JavaScript), and check what it reaches against sitemap.xml, schema.org and html-validate.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, request as requestFactory, test, type APIRequestContext } from '@playwright/test';
import { HtmlValidate, StaticConfigLoader, staticResolver } from 'html-validate';
import { nuRules } from './html-rules';
import { jsonLdBlocks } from './html-text';
import { crawl, sitemapPaths, type CrawledPage } from './site-crawl';
import { structuredDataProblems } from './structured-data';

const SITE_ORIGIN = new URL(process.env.SITE_URL ?? 'http://localhost:3000').origin;

test.describe.configure({ mode: 'serial' });

let api: APIRequestContext;
let pages: Map<string, CrawledPage>;
let htmlPages: CrawledPage[];

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(120_000);
  api = await requestFactory.newContext({ baseURL });
  pages = await crawl(api, [new URL(baseURL!).origin, SITE_ORIGIN]);
  htmlPages = [...pages.values()].filter((page) => page.status === 200 && page.html);
});

test.afterAll(async () => {
  await api.dispose();
});

test('every URL in sitemap.xml is reachable by links from /', async () => {
  const listed = await sitemapPaths(api);
  expect(listed.length).toBeGreaterThan(30);
  expect(listed.filter((p) => !pages.has(p))).toEqual([]);
  // Older press releases are found through PR Studio's pages, not only through /sitemap.
  expect(pages.get('/pr-studio/page/2')?.linkedFrom).toBe('/pr-studio');
});

test('every internal link answers without an error', async () => {
  const broken = [...pages.values()]
    .filter((page) => page.status >= 400)
    .map((p) => `${p.path} ${p.status} (linked from ${p.linkedFrom})`);
  expect(broken).toEqual([]);
});

test('every JSON-LD block on every page has the properties its type requires and recommends', async () => {
  const problems: string[] = [];
  for (const page of htmlPages) {
    const blocks = jsonLdBlocks(page.html);
    problems.push(...blocks.flatMap((block) => structuredDataProblems(block, page.path)));
    const types = blocks.map((block) => block['@type']);
    if (!types.includes('Organization') || !types.includes('WebSite'))
      problems.push(`${page.path}: no Organization and WebSite`);
    const breadcrumbs = blocks.filter((block) => block['@type'] === 'BreadcrumbList');
    // The nav's label is in the page's language; the marker is the same in all of them.
    const showsBreadcrumb = page.html.includes('data-breadcrumbs');
    if (showsBreadcrumb !== (breadcrumbs.length === 1))
      problems.push(`${page.path}: visible breadcrumb and BreadcrumbList disagree`);
    if (page.path.startsWith('/prstudio/')) {
      if (!types.some((type) => type === 'NewsArticle' || type === 'BlogPosting'))
        problems.push(`${page.path}: no article block`);
      if (!breadcrumbs.length) problems.push(`${page.path}: no BreadcrumbList`);
    }
    for (const trail of breadcrumbs) {
      const steps = trail.itemListElement as { item: string }[];
      if (new URL(steps.at(-1)!.item).pathname !== page.path)
        problems.push(`${page.path}: breadcrumb does not end at the page`);
    }
  }
  expect(htmlPages.length).toBeGreaterThan(30);
  expect(problems).toEqual([]);
});

test('the structured-data check itself rejects incomplete blocks', () => {
  const article = {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: 'Launch',
    datePublished: '2026-01-01',
  };
  const problems = structuredDataProblems(article, '/x');
  for (const missing of ['image missing', 'author missing', 'publisher missing', 'dateModified']) {
    expect(problems.join('\n')).toContain(missing);
  }
  expect(structuredDataProblems({ '@context': 'https://schema.org', '@type': 'Recipe' }, '/x')[0]).toContain('no rule');
});

test('html-validate reports no errors in the server HTML of any page', async () => {
  const config = JSON.parse(fs.readFileSync(path.join(process.cwd(), '.htmlvalidate.json'), 'utf8'));
  const validator = new HtmlValidate(
    new StaticConfigLoader([staticResolver({ plugins: { 'nu-rules': nuRules } })], {
      ...config,
      plugins: ['nu-rules'],
      rules: { ...config.rules, 'nu-rules/popovertarget-aria-expanded': 'error' },
    }),
  );
  const notFound = await api.get('/no-such-page-here');
  const documents = [...htmlPages, { path: '/no-such-page-here', html: await notFound.text() }];
  const errors: string[] = [];
  for (const page of documents) {
    const report = await validator.validateString(page.html, `${page.path}.html`);
    for (const result of report.results) {
      for (const message of result.messages) errors.push(`${page.path}: [${message.ruleId}] ${message.message}`);
    }
  }
  expect(errors).toEqual([]);
});

test('the tool forms sit in sections named by the visible page heading', async ({ page }) => {
  for (const [path, name] of [
    ['/pr-checker', 'PR Credibility Checker'],
    ['/angle-finder', 'Angle Finder'],
  ]) {
    await page.goto(path);
    const region = page.getByRole('region', { name, exact: true });
    await expect(region.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(region.locator('form')).toHaveCount(1);
  }
});
