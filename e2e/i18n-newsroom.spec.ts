/** The newsroom in another language: listings with English fallbacks, translated article pages, per-language feeds. */
import { expect, test } from '@playwright/test';

const KO_RELEASE = '/ko/prstudio/kairo-pr-expands-ho-chi-minh-city-office-ko';

test('/ko/pr-studio lists the Korean releases and marks the English fallbacks lang=en', async ({ page }) => {
  await page.goto('/ko/pr-studio');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('뉴스룸 보도자료');
  await expect(page.getByLabel('보도자료 검색')).toBeVisible();

  const list = page.getByRole('list', { name: '보도자료' });
  const korean = list.getByRole('heading', { name: /Kairo PR, '2026 아시아 Web3·핀테크 미디어 리포트' 발간/ });
  await expect(korean).toBeVisible();
  await expect(korean).not.toHaveAttribute('lang');
  await expect(korean.getByRole('link')).toHaveAttribute(
    'href',
    '/ko/prstudio/kairo-pr-publishes-asia-web3-media-report-2026-ko',
  );
  // No English original of a translated release, and the English-only ones are marked as English.
  await expect(list.getByRole('heading', { name: /Publishes Its Asia Web3 and Fintech Media Report/ })).toHaveCount(0);
  const fallbacks = list.locator('h2[lang="en"]');
  expect(await fallbacks.count()).toBeGreaterThan(0);
  await expect(fallbacks.first().getByRole('link')).toHaveAttribute('href', /^\/ko\/prstudio\/[a-z0-9-]+$/);
  // Dates in Korean form, the search filters in Korean too.
  await expect(list.locator('time').first()).toHaveText(/^\d{4}년 \d{1,2}월 \d{1,2}일$/);
  await page.getByLabel('보도자료 검색').fill('zzzz-없음');
  await expect(page.getByTestId('feed-empty')).toContainText('검색어와 일치하는 보도자료가 없습니다.');
});

test('/ko/pr-studio/page/2 continues the Korean list with Korean pagination', async ({ page }) => {
  await page.goto('/ko/pr-studio');
  const pages = page.getByRole('navigation', { name: '보도자료 페이지' });
  await pages.getByRole('link', { name: '이전 보도자료 →' }).click();
  await expect(page).toHaveURL(/\/ko\/pr-studio\/page\/2$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^보도자료 2\/\d+페이지$/);
  await expect(page.getByRole('link', { name: '← 최신 보도자료' })).toHaveAttribute('href', '/ko/pr-studio');
});

test('a Korean article page is in Korean and names its translations as hreflang alternates', async ({ page }) => {
  await page.goto(KO_RELEASE);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/호찌민시 사무소 확장/);
  await expect(page.getByText(/^\d+분 분량$/)).toBeVisible();
  const hreflang = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((l) => [l.getAttribute('hreflang'), new URL(l.getAttribute('href')!).pathname]));
  expect(hreflang).toEqual(
    expect.arrayContaining([
      ['en', '/prstudio/kairo-pr-expands-ho-chi-minh-city-office'],
      ['ko', KO_RELEASE],
      ['ja', '/ja/prstudio/kairo-pr-expands-ho-chi-minh-city-office-ja'],
    ]),
  );
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.map((text) => JSON.parse(text)).find((d) => d['@type'] === 'NewsArticle')?.inLanguage).toBe('ko');
});

test('an English-only article under /ko/ is shown in English with a Korean note and an English canonical', async ({
  page,
}) => {
  await page.goto('/ko/prstudio/kairo-pr-appoints-head-of-investor-pr');
  await expect(page.getByRole('note')).toHaveText('이 글은 현재 영어로만 제공됩니다.');
  await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /[^/]\/prstudio\/kairo-pr-appoints-head-of-investor-pr$/,
  );
});

test('the English URL of a release with a Korean translation leads a Korean reader there', async ({ request }) => {
  const response = await request.get('/ko/prstudio/kairo-pr-expands-ho-chi-minh-city-office', { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(response.headers().location).toMatch(/\/ko\/prstudio\/kairo-pr-expands-ho-chi-minh-city-office-ko$/);
});

test('/ja/prstudio/rss.xml is RSS 2.0 in Japanese with the Japanese items and marked English fallbacks', async ({
  request,
}) => {
  const response = await request.get('/ja/prstudio/rss.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/rss+xml');
  const xml = await response.text();
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
  expect(xml).toContain('<title>Kairo PR — PR Studio とブログ</title>');
  expect(xml).toContain('<language>ja</language>');
  expect(xml).toMatch(/<atom:link href="[^"]+\/ja\/prstudio\/rss\.xml" rel="self"/);
  const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map(([, body]) => ({
    link: body.match(/<link>([^<]+)<\/link>/)![1],
    language: body.match(/<dc:language>([^<]+)<\/dc:language>/)?.[1],
  }));
  const japanese = items.filter((item) => !item.language).map((item) => new URL(item.link).pathname);
  // Kairo PR's own releases and every guide are in Japanese; the clients' releases stay in English.
  expect(japanese).toEqual(
    expect.arrayContaining([
      '/ja/prstudio/how-to-write-a-press-release-that-gets-published-ja',
      '/ja/prstudio/kairo-pr-expands-ho-chi-minh-city-office-ja',
      '/ja/prstudio/kairo-pr-launches-free-pr-credibility-checker-ja',
      '/ja/prstudio/kairo-pr-publishes-asia-web3-media-report-2026-ja',
      '/ja/prstudio/the-first-48-hours-after-a-defi-exploit-ja',
      '/ja/prstudio/writing-a-funding-announcement-investors-read-ja',
    ]),
  );
  expect(japanese.every((path) => path.endsWith('-ja'))).toBe(true);
  expect(items.filter((item) => item.language === 'en').length).toBeGreaterThan(5);
  expect(items.every((item) => new URL(item.link).pathname.startsWith('/ja/prstudio/'))).toBe(true);
  // The English feed is untouched: no translated items, no Dublin Core.
  const english = await (await request.get('/prstudio/rss.xml')).text();
  expect(english).not.toContain('dc:language');
  expect(english).not.toContain('/ja/prstudio/');
});

test('/vi/blog lists the Vietnamese guide with Vietnamese tabs', async ({ page }) => {
  await page.goto('/vi/blog');
  await expect(page.getByRole('tab', { name: 'Tất cả bài viết' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Mẹo & hướng dẫn PR' }).click();
  await expect(page.getByRole('link', { name: /Cách viết thông cáo báo chí được báo đăng/ })).toHaveAttribute(
    'href',
    '/vi/prstudio/how-to-write-a-press-release-that-gets-published-vi',
  );
  await expect(page.getByRole('link', { name: 'Theo dõi qua RSS' })).toHaveAttribute('href', '/vi/prstudio/rss.xml');
});

test('/ja/blog lists only Japanese guides, each page naming all five languages', async ({ page }) => {
  await page.goto('/ja/blog');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  const cards = page.getByTestId('feed-list').getByRole('heading');
  expect(await cards.count()).toBeGreaterThanOrEqual(9);
  await expect(page.getByTestId('feed-list').locator('[lang="en"]')).toHaveCount(0);
  const hrefs = await cards.getByRole('link').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
  expect(hrefs.every((href) => /^\/ja\/prstudio\/[a-z0-9-]+-ja$/.test(href ?? ''))).toBe(true);

  await page.goto('/ja/prstudio/the-first-48-hours-after-a-defi-exploit-ja');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/DeFiハッキング後の最初の48時間/);
  await expect(page.getByRole('note')).toHaveCount(0);
  const hreflang = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((l) => l.getAttribute('hreflang')));
  expect(hreflang).toEqual(expect.arrayContaining(['en', 'vi', 'zh-Hans', 'ko', 'ja']));
  // The guide's link to another guide stays in Japanese.
  await expect(page.getByRole('link', { name: '危機管理広報サービス' })).toHaveAttribute(
    'href',
    '/ja/prstudio/crisis-pr-on-call-what-our-24-48-hour-response-includes-ja',
  );
});
