import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const pages = ['/', '/services', '/case-studies', '/about', '/contact', '/pricing', '/faq', '/privacy-policy', '/resources'];
const themes = ['light', 'dark'] as const;

for (const theme of themes) {
  test.describe(`axe, ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((value) => {
        window.localStorage.setItem('theme', value);
        window.localStorage.setItem('cookieConsent', 'accepted');
      }, theme);
    });

    for (const path of pages) {
      test(`${path} has no serious or critical violations`, async ({ page }) => {
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.goto(path);
        await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
        // Open one accordion item so an answer's colours are checked too.
        const question = page.locator('[data-faq-accordion] button[aria-controls]').first();
        if (await question.count()) await question.click();
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
        const blocking = results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        expect(blocking).toEqual([]);
      });
    }
  });
}
