/**
 * The archive search (docs/behaviour.md#archive-search) with JavaScript off: the box on PR Studio
 * submits to the server, which finds releases by a word of their body in English, Japanese and
 * Korean, marks it, counts and pages; a hostile query is answered at once; PR Studio itself stays
 * prerendered while the search page renders per request.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { HtmlValidate } from 'html-validate';
import matter from 'gray-matter';

const release = (file: string) => matter(fs.readFileSync(path.join(process.cwd(), 'content', 'newsroom', file), 'utf8'));

const cases = [
  { prefix: '', file: 'kairo-pr-expands-ho-chi-minh-city-office.md', word: 'Le Thanh Ton', label: 'Search press releases', count: /result/ },
  { prefix: '/ja', file: 'ja/kairo-pr-expands-ho-chi-minh-city-office-ja.md', word: 'レタントン', label: 'プレスリリースを検索', count: /件/ },
  { prefix: '/ko', file: 'ko/kairo-pr-launches-free-pr-credibility-checker-ko.md', word: '에디터', label: '보도자료 검색', count: /결과/ },
];

for (const { prefix, file, word, label, count } of cases) {
  test(`${prefix || '/en'}: a word found only in a release's body finds it, without JavaScript`, async ({ browser }) => {
    const { data, content } = release(file);
    expect(content).toContain(word);
    expect(`${data.title} ${data.description}`).not.toContain(word);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${prefix}/pr-studio`);
    await page.getByLabel(label, { exact: true }).fill(word);
    await page.getByLabel(label, { exact: true }).press('Enter');
    await expect(page).toHaveURL(new RegExp(`${prefix}/pr-studio/search\\?q=`));
    await expect(page.getByTestId('search-count')).toHaveText(count);
    const hit = page.getByTestId('search-results').getByRole('listitem').filter({ has: page.locator(`a[href$="/prstudio/${data.slug}"]`) });
    await expect(hit).toHaveCount(1);
    await expect(hit.locator('mark').first()).toBeVisible();
    expect((await hit.locator('mark').allInnerTexts()).join('')).toContain(word.split(' ')[0]);
    await context.close();
  });
}

test('filters by category and year, pages the results, and keeps them in the page language', async ({ request }) => {
  const html = await (await request.get('/pr-studio/search?category=Kairo+Newsroom&year=2026')).text();
  expect(html).toMatch(/data-testid="search-count"[^>]*>\d+ results · page 1 of 2/);
  expect(html).toContain('rel="next"');
  const page2 = await (await request.get('/pr-studio/search?category=Kairo+Newsroom&year=2026&page=2')).text();
  expect(page2).toContain('rel="prev"');
  const none = await (await request.get('/pr-studio/search?q=zzqx&year=1999')).text();
  expect(none).toContain('No press releases or articles match your search.');
});

test('a hostile or malformed query is answered at once, cut to its bound', async ({ request }) => {
  const started = Date.now();
  const long = await request.get(`/ko/pr-studio/search?q=${encodeURIComponent('가'.repeat(500) + ' a'.repeat(500))}&page=-1&year=x`);
  expect(long.status()).toBe(200);
  expect(Date.now() - started).toBeLessThan(3000);
  expect(await long.text()).toContain('앞의 200자만 사용했습니다');
  expect((await request.get('/pr-studio/search?q[]=a&category[]=x')).status()).toBe(200);
});

test('PR Studio stays prerendered; the search page renders per request and is not indexed', async ({ request }) => {
  const listing = await request.get('/pr-studio');
  expect(listing.headers()['cache-control']).not.toContain('no-store');
  const search = await request.get('/pr-studio/search?q=office');
  expect(search.headers()['cache-control']).toContain('no-store');
  expect(await search.text()).toMatch(/<meta name="robots" content="noindex/);
});

test('html-validate finds no errors on the search pages', async ({ request }) => {
  const config = JSON.parse(fs.readFileSync(path.join(process.cwd(), '.htmlvalidate.json'), 'utf8'));
  const validator = new HtmlValidate(config);
  const errors: string[] = [];
  for (const url of ['/pr-studio', '/pr-studio/search?q=office', '/ja/pr-studio/search?q=%E6%8B%A0%E7%82%B9', '/ko/pr-studio/search']) {
    const report = await validator.validateString(await (await request.get(url)).text(), 'page.html');
    for (const result of report.results) for (const message of result.messages) errors.push(`${url}: [${message.ruleId}] ${message.message}`);
  }
  expect(errors).toEqual([]);
});
