import { expect, test, type Page } from '@playwright/test';
import { stats } from './content';
import { serverPage } from './html-text';

const finalText = (value: number, suffix: string) => `${value.toLocaleString('en-US')}${suffix}`;
const block = (page: Page) => page.locator('dl[data-counter]');
const digits = (page: Page, id: string) => page.locator(`[data-stat="${id}"]`);

async function numberShown(page: Page, id: string): Promise<number> {
  return Number((await digits(page, id).innerText()).replace(/[^0-9]/g, ''));
}

test.describe('home counters', () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  test('the final numbers are in the server HTML', async ({ request }) => {
    const { text } = await serverPage(request, '/');
    for (const stat of stats) expect(text).toContain(finalText(stat.value, stat.suffix));
  });

  test('count up from 0 over about 2.5 s once 30% is visible, then stay final', async ({ page }) => {
    await page.goto('/');
    await expect(block(page)).toHaveAttribute('data-counter', 'waiting');
    await expect(digits(page, 'journalists')).toHaveText('0+');

    await block(page).scrollIntoViewIfNeeded();
    await expect(block(page)).toHaveAttribute('data-counter', /running|done/);
    const started = Date.now();
    const midway = await numberShown(page, 'journalists');
    expect(midway).toBeLessThan(450000);
    await expect(block(page)).toHaveAttribute('data-counter', 'done', { timeout: 6000 });
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThan(1500);
    expect(elapsed).toBeLessThan(4500);
    for (const stat of stats) await expect(digits(page, stat.id)).toHaveText(finalText(stat.value, stat.suffix));

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(300);
    await block(page).scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    await expect(block(page)).toHaveAttribute('data-counter', 'done');
    await expect(digits(page, 'journalists')).toHaveText('450,000+');
  });

  test('screen readers get the final value, never the count', async ({ page }) => {
    await page.goto('/');
    for (const stat of stats) {
      await expect(block(page).locator('.sr-only', { hasText: finalText(stat.value, stat.suffix) })).toHaveCount(1);
    }
    await expect(digits(page, 'journalists')).toHaveAttribute('aria-hidden', 'true');
  });

  test('a counter that is not yet 30% visible does not start', async ({ page }) => {
    await page.goto('/');
    const top = await block(page).evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    const height = await block(page).evaluate((el) => el.getBoundingClientRect().height);
    // Show only the top ~10% of the block at the bottom of the viewport.
    await page.evaluate(([y]) => window.scrollTo(0, y), [top - 720 + height * 0.1]);
    await page.waitForTimeout(500);
    await expect(block(page)).toHaveAttribute('data-counter', 'waiting');
    await expect(digits(page, 'projects')).toHaveText('0+');
  });
});

test.describe('home counters with reduced motion', () => {
  test('show the final numbers at once and never animate', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    for (const stat of stats) await expect(digits(page, stat.id)).toHaveText(finalText(stat.value, stat.suffix));
    await block(page).scrollIntoViewIfNeeded();
    await page.waitForTimeout(400);
    await expect(block(page)).toHaveAttribute('data-counter', 'static');
    for (const stat of stats) await expect(digits(page, stat.id)).toHaveText(finalText(stat.value, stat.suffix));
  });
});
