import { expect, test, type Page } from '@playwright/test';

const localeCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'NEXT_LOCALE');
const pathOf = (page: Page) => new URL(page.url()).pathname;

test.describe('language switcher (desktop header)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('moves /pricing to /ko/pricing and back, remembers the choice for English URLs', async ({ page }) => {
    await page.goto('/pricing');
    const header = page.getByRole('banner');
    const toggle = header.locator('summary');
    await expect(toggle).toHaveAccessibleName('Language: English');
    await toggle.click();
    await expect(header.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    const korean = header.getByRole('link', { name: '한국어' });
    await expect(korean).toHaveAttribute('href', '/ko/pricing');
    await expect(korean).toHaveAttribute('hreflang', 'ko');
    await expect(korean).toHaveAttribute('lang', 'ko');
    await expect(header.getByRole('link', { name: '简体中文' })).toHaveAttribute('hreflang', 'zh-Hans');
    await korean.click();

    await expect(page).toHaveURL(/\/ko\/pricing$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    const cookie = await localeCookie(page);
    expect(cookie).toMatchObject({ value: 'ko', path: '/', sameSite: 'Lax' });
    // A year, give or take the seconds the test took.
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
    // The shell speaks Korean and its links stay in Korean.
    const nav = page.getByRole('navigation', { name: '주 메뉴' });
    await nav.getByRole('button', { name: '서비스' }).hover();
    await expect(nav.getByRole('link', { name: '요금 안내', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: '회사 소개' })).toHaveAttribute('href', '/ko/about');
    await expect(page.getByRole('banner').getByRole('link', { name: '상담 예약' })).toHaveAttribute('href', '/ko/contact');
    await expect(page.getByRole('contentinfo').getByText('호찌민시', { exact: false })).toBeVisible();

    // The choice survives: an English URL now opens the Korean page.
    await page.goto('/pricing');
    await expect(page).toHaveURL(/\/ko\/pricing$/);

    await page.getByRole('banner').locator('summary').click();
    await expect(page.getByRole('banner').getByRole('link', { name: '한국어' })).toHaveAttribute('aria-current', 'true');
    await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
    await expect.poll(() => pathOf(page)).toBe('/pricing');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect((await localeCookie(page))?.value).toBe('en');
    await page.goto('/pricing');
    expect(pathOf(page)).toBe('/pricing');
  });

  test('works with the keyboard alone: Enter opens, Escape closes and returns focus, Enter follows a language', async ({ page }) => {
    await page.goto('/pricing');
    const details = page.getByRole('banner').locator('details');
    const toggle = details.locator('summary');
    for (let i = 0; i < 40 && !(await toggle.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(details).toHaveJSProperty('open', true);
    await page.keyboard.press('Tab');
    await expect(details.getByRole('link', { name: 'English' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(details).toHaveJSProperty('open', false);
    await expect(toggle).toBeFocused();

    await page.keyboard.press('Enter');
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
    await expect(details.getByRole('link', { name: '한국어' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/ko\/pricing$/);
    // Leaving the list with Tab closes it.
    const koDetails = page.getByRole('banner').locator('details');
    await koDetails.locator('summary').focus();
    await page.keyboard.press('Enter');
    for (let i = 0; i < 6; i++) await page.keyboard.press('Tab');
    await expect(koDetails).toHaveJSProperty('open', false);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });

  test('the switcher is a disclosure of plain links to the same page', async ({ page }) => {
    await page.goto('/pricing');
    await page.getByRole('banner').locator('summary').click();
    await page.getByRole('banner').getByRole('link', { name: '日本語' }).click();
    await expect(page).toHaveURL(/\/ja\/pricing$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    // The footer lists every language too.
    const footerLinks = page.getByRole('contentinfo').locator('a[hreflang]');
    await expect(footerLinks).toHaveCount(5);
    await expect(footerLinks.and(page.locator('[aria-current="true"]'))).toHaveText('日本語');
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('lists the languages and keeps the page', async ({ page }) => {
    await page.goto('/pricing');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.getByRole('link', { name: 'Tiếng Việt' }).click();
    await expect(page).toHaveURL(/\/vi\/pricing$/);
    await expect(page.getByRole('button', { name: 'Mở menu' })).toBeVisible();
  });
});

test.describe('language suggestion for a Korean browser', () => {
  test.use({ locale: 'ko-KR' });

  test('offers Korean on an English page without taking focus, and stays dismissed', async ({ page }) => {
    await page.goto('/pricing');
    const notice = page.getByRole('region', { name: '언어 제안' });
    await expect(notice).toBeVisible();
    await expect(notice).toHaveAttribute('lang', 'ko');
    await expect(notice.getByRole('status')).toHaveText('이 페이지를 한국어로 보시겠습니까?');
    await expect(notice.getByRole('link', { name: '한국어로 보기' })).toHaveAttribute('href', '/ko/pricing');
    // Laid over the page, so nothing moves; focus stays where the visitor left it.
    await expect(notice).toHaveCSS('position', 'fixed');
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    expect(pathOf(page)).toBe('/pricing');

    await notice.getByRole('button', { name: '닫기' }).click();
    await expect(notice).toBeHidden();
    await page.reload();
    // Past the idle check that would show it again.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 1500), { timeout: 3000 })));
    await expect(notice).toBeHidden();
  });

  test('accepting opens the Korean page and counts as a choice', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('region', { name: '언어 제안' }).getByRole('link', { name: '한국어로 보기' }).click();
    await expect(page).toHaveURL(/\/ko\/about$/);
    expect((await localeCookie(page))?.value).toBe('ko');
    await expect(page.getByRole('region', { name: '언어 제안' })).toBeHidden();
  });

  test('is not offered to a visitor who chose a language', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: baseURL! }]);
    await page.goto('/pricing');
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 1500), { timeout: 3000 })));
    await expect(page.getByRole('region', { name: '언어 제안' })).toBeHidden();
  });
});

// A URL no route matches answers 404 with the whole site around it in the prefix's language, in the
// server's HTML (docs/i18n.md#error-pages; every language: e2e/i18n-not-found.spec.ts).
test('a missing page under /ja answers 404 with the site around it, in Japanese', async ({ page }) => {
  const response = await page.goto('/ja/does-not-exist');
  expect(response?.status()).toBe(404);
  expect(await response?.text()).toContain('<html lang="ja"');
  await expect(page.getByText('404 – ページが見つかりません')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'ホームに戻る' })).toHaveAttribute('href', '/ja');
  await expect(page.getByRole('link', { name: '本文へスキップ' })).toBeAttached();
});
