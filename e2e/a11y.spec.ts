import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { publicPages } from '../lib/seo/public-routes';
import { renderDeferredSections } from './axe';

const themes = ['dark', 'light'] as const;

for (const theme of themes) {
  test.describe(`axe, ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((t) => {
        localStorage.setItem('theme', t);
        // Keep the cookie banner out of the way of page content; it has its own check below.
        localStorage.setItem('cookieConsent', 'accepted');
      }, theme);
    });

    for (const path of publicPages) {
      test(`${path} has no serious or critical violations`, async ({ page }) => {
        // Counters then show their final numbers, whose colours are what visitors read.
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.goto(path);
        await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
        await renderDeferredSections(page);
        // Open one accordion item where a page has one, so an answer's colours are checked too.
        const question = page.locator('[data-faq-accordion] button[aria-controls]').first();
        if (await question.count()) await question.click();
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
          .analyze();
        const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      });
    }
  });
}

test('the cookie banner and the open mobile menu have no serious or critical violations', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await renderDeferredSections(page);
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible({ timeout: 5000 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => v.id)).toEqual([]);
});
