import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { renderDeferredSections } from './axe';
import { calibrationRelease, openTool, passDwell } from './tools-helpers';

async function seriousViolations(page: Page) {
  await renderDeferredSections(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const theme of ['dark', 'light'] as const) {
  test.describe(`tools accessibility (${theme} theme)`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    });

    test('checker form, error, gate and report have no serious axe violations', async ({ page }) => {
      await openTool(page, '/pr-checker');
      await page.getByLabel('Your press release').fill(`${'x'.repeat(200)}${' '.repeat(120)}`);
      await page.getByRole('button', { name: 'Analyze My Press Release' }).click();
      await expect(page.locator('p[role="alert"]')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      await passDwell(page);
      await page.getByLabel('Your press release').fill(calibrationRelease('kaya-chain-bintang-games'));
      await page.getByRole('button', { name: 'Analyze My Press Release' }).click();
      await expect(page.getByRole('heading', { name: 'Analysis Complete!' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByLabel('Your Name').fill('Rahul Iyer');
      await page.getByLabel('Company Name').fill('Kaya Chain');
      await page.getByLabel('Email Address').fill('rahul@kayachain.example');
      await page.getByRole('button', { name: 'Show My Score' }).click();
      await expect(page.getByRole('heading', { name: 'Your PR Credibility Report' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('angle finder form and results have no serious axe violations', async ({ page }) => {
      await openTool(page, '/angle-finder');
      await passDwell(page);
      await page.getByLabel('Company / Project Name').fill('Kaya Chain');
      await page.getByLabel(/one sentence/).fill('On-chain rewards for mobile puzzle games');
      await page.getByLabel('Goal of the story').selectOption('Product Launch');
      await page.getByRole('button', { name: 'Regulators', exact: true }).click();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Show My Angles' }).click();
      await page.clock.runFor(2100);
      await expect(page.getByRole('heading', { name: 'Your story angles for Kaya Chain' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
