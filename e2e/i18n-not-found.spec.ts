/**
 * A 404 speaks the URL's language, rendered by the server (docs/i18n.md#error-pages): a mistyped URL
 * under each prefix, an unknown article slug and a newsroom page past the last answer 404 with the
 * language's <html lang>, its navigation, the 404 message and links, and no English sentence, all
 * in the HTML itself (JavaScript off).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { englishRuns } from '../lib/i18n/english-text';
import { languageTag, localizedPath, locales, type Locale } from '../lib/i18n/locales';

test.use({ javaScriptEnabled: false });

const messages = (locale: Locale, namespace: string) =>
  JSON.parse(fs.readFileSync(path.join(process.cwd(), 'messages', locale, `${namespace}.json`), 'utf8')) as Record<
    string,
    string
  >;

for (const locale of locales) {
  const missing = [
    localizedPath('/does-not-exist', locale),
    localizedPath('/prstudio/no-such-article-anywhere', locale),
    localizedPath('/pr-studio/page/999', locale),
  ];
  for (const at of missing) {
    test(`${at} answers 404 in full, in its language`, async ({ page }) => {
      const response = await page.goto(at);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', languageTag[locale]);
      const nav = messages(locale, 'Nav');
      const errors = { ...messages(locale, 'ErrorBasics'), ...messages(locale, 'ErrorScreen') };
      await expect(page.getByRole('navigation', { name: nav.main })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(errors.heading);
      await expect(page.getByText(errors.notFound, { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: errors.backHome })).toHaveAttribute(
        'href',
        localizedPath('/', locale),
      );
      await expect(page.getByRole('contentinfo')).toBeVisible();
      if (locale === 'en') return;
      const texts = await page.locator('body').evaluate((body) =>
        [...body.querySelectorAll('*')]
          .filter((element) => !element.closest('[lang="en"]') && element.checkVisibility())
          .map((element) =>
            [...element.childNodes]
              .filter((node) => node.nodeType === Node.TEXT_NODE)
              .map((node) => node.textContent)
              .join('')
              .trim(),
          )
          .filter(Boolean),
      );
      expect(texts.filter((text) => englishRuns(text).length > 0)).toEqual([]);
    });
  }
}

test('the 404 page has no URL of its own', async ({ request }) => {
  for (const at of ['/page-not-found', '/ja/page-not-found']) expect((await request.get(at)).status()).toBe(404);
});
