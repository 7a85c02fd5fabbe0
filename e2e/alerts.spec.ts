import Database from 'better-sqlite3';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

/**
 * Release alerts' pages (docs/behaviour.md#release-alerts): the subscribe form on the newsroom posts
 * with and without JavaScript, answers the same "check your inbox" page, stores the request before it
 * answers, shows a refusal beside the field to correct, and the link pages act only on a button press.
 */

const unique = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@press.example`;

function storedSubscriber(email: string): { locale: string; languages: string; topics: string; confirmed_at: string | null } | undefined {
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'site.db'), { readonly: true });
  try {
    return db.prepare('SELECT locale, languages, topics, confirmed_at FROM alert_subscribers WHERE email = ?').get(email) as never;
  } finally {
    db.close();
  }
}

const subscribeForm = (page: Page, name: string | RegExp) => page.getByRole('form', { name });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the newsroom subscribe form stores the request and asks to confirm', async ({ page }) => {
    const email = unique('nojs');
    await page.goto('/pr-studio');
    const form = subscribeForm(page, 'Release alerts by e-mail');
    await form.getByLabel('Your e-mail address').fill(email);
    await form.getByRole('checkbox', { name: '日本語' }).check();
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'check your inbox' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/alerts/sent');
    expect(page.url()).not.toContain(encodeURIComponent(email));
    const stored = storedSubscriber(email);
    expect(stored).toMatchObject({ locale: 'en', confirmed_at: null });
    expect(JSON.parse(stored!.languages)).toEqual(['en', 'ja']);
  });

  test('a form without a language is refused with the reason beside the field, and nothing stored', async ({ page }) => {
    const email = unique('nolang');
    await page.goto('/blog');
    const form = subscribeForm(page, 'Release alerts by e-mail');
    await form.getByLabel('Your e-mail address').fill(email);
    await form.getByRole('checkbox', { name: 'English' }).uncheck();
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('group', { name: 'Languages' })).toHaveAccessibleDescription('Please choose at least one language.');
    expect(new URL(page.url()).pathname).toBe('/alerts/retry/languages');
    expect(storedSubscriber(email)).toBeUndefined();
  });

  test('a confirmation link that is not genuine confirms nothing', async ({ page }) => {
    await page.goto('/alerts/confirm?token=forged.token');
    await page.getByRole('button', { name: 'Confirm subscription' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'no longer valid' })).toBeVisible();
  });
});

test('with JavaScript, in Korean, on the alerts page', async ({ page }) => {
  const email = unique('ko');
  await page.goto('/ko/alerts');
  const form = subscribeForm(page, '보도자료 이메일 알림');
  await form.getByLabel('이메일 주소').fill(email);
  await form.getByRole('button', { name: '구독하기' }).click();
  await expect(page.getByRole('status').filter({ hasText: '받은편지함' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/ko/alerts/sent');
  expect(storedSubscriber(email)).toMatchObject({ locale: 'ko' });
});
