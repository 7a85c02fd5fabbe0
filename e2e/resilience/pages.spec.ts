/**
 * Every public page with the provider failing, hanging or answering garbage. The build ran against
 * the same provider (services hanging, case studies of the wrong shape, everything else failing), so
 * the prerendered pages show their empty states; none may show the provider's words.
 */
import { expect, test } from '@playwright/test';
import { publicPages } from '../../lib/seo/public-routes';
import { serverPage } from '../html-text';
import { providerErrorText, providerModes, setProviderMode } from './provider-control';

/** The empty state each provider-backed page shows when it has no content (docs/behaviour.md#content-model). */
const emptyStates: Record<string, string> = {
  '/': 'Case studies are being updated.',
  '/services': 'Our service list is being updated.',
  '/case-studies': 'Our case studies are being updated.',
};

for (const mode of providerModes) {
  test.describe(`provider mode "${mode}"`, () => {
    let errorText = '';

    test.beforeAll(async ({ request }) => {
      await setProviderMode(request, mode);
      errorText = await providerErrorText(request);
    });

    test('every public page answers 200 with its heading and no provider text', async ({ request }) => {
      for (const path of publicPages) {
        const { status, html, text } = await serverPage(request, path);
        expect(status, path).toBe(200);
        const heading = html.match(/<h1\b[^>]*>([\s\S]*?)<\/h1>/);
        expect(heading, `${path} has an h1`).not.toBeNull();
        expect(heading![1].replace(/<[^>]+>/g, '').trim(), `${path} h1 text`).not.toBe('');
        expect(html, path).not.toContain(errorText);
        expect(html, path).not.toContain('db-7.internal');
        if (emptyStates[path]) expect(text, path).toContain(emptyStates[path]);
      }
    });

    test('content pages show their empty state in the browser without errors', async ({ page }) => {
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      for (const [path, emptyState] of Object.entries(emptyStates)) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('status').filter({ hasText: emptyState })).toBeVisible();
      }
      // The checker starts a conversation on load; its failure is logged only (docs/behaviour.md#pr-credibility-checker).
      const conversation = page.waitForResponse((r) => r.url().endsWith('/api/conversations'));
      await page.goto('/pr-checker');
      expect([502, 504]).toContain((await conversation).status());
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('body')).not.toContainText(errorText);
      expect(pageErrors).toEqual([]);
    });
  });
}
