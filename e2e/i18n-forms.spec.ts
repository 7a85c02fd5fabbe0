import { expect, test, type Page } from '@playwright/test';

/**
 * The inquiry form on a Korean page (docs/i18n.md#forms-and-leads): its labels, the browser's and
 * the server's field messages, and the confirmation in Korean, with and without JavaScript. Only
 * the form's own strings are asserted; the rest of the page is translated elsewhere.
 */

const form = (page: Page) => page.getByRole('form', { name: '문의 남기기' });
const consent = (page: Page) => form(page).getByRole('checkbox', { name: /개인정보 처리방침/ });
const INVALID_EMAIL = '올바른 이메일 주소를 입력해 주십시오.';

async function fill(page: Page, email: string) {
  await form(page).getByLabel('이름').fill('서하나');
  await form(page).getByLabel('회사 / 프로젝트').fill('Seoul Mint');
  // Valid to the browser's own check, refused by the site's rules.
  await form(page).getByLabel('이메일 주소').fill(email);
  await form(page).getByLabel('문의 내용').fill('5월에 시리즈 A 투자 유치를 발표합니다.');
}

const unique = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

test.describe('the inquiry form on /ko/contact', () => {
  test('with JavaScript: a Korean message for a bad e-mail, then the Korean thank-you, the lead sent as ko', async ({
    page,
  }) => {
    await page.addInitScript(() => window.localStorage.setItem('cookieConsent', 'accepted'));
    await page.goto('/ko/contact');
    await expect(form(page).getByRole('button', { name: '문의 보내기' })).toBeVisible();
    await fill(page, `${unique('ko-js')}@localhost`);
    await consent(page).check();
    await form(page).getByRole('button', { name: '문의 보내기' }).click();
    await expect(form(page).getByText(INVALID_EMAIL)).toBeVisible();
    await expect(form(page).getByLabel('이메일 주소')).toHaveAttribute('aria-invalid', 'true');

    await form(page).getByLabel('이메일 주소').fill(`${unique('ko-js')}@example.com`);
    const request = page.waitForRequest('/api/inquiry');
    await form(page).getByRole('button', { name: '문의 보내기' }).click();
    expect((await request).postDataJSON()).toMatchObject({ locale: 'ko' });
    await expect(page.getByRole('heading', { name: '문의가 접수되었습니다!' })).toBeVisible();
    await expect(page.getByText('감사합니다! 곧 연락드리겠습니다.')).toBeVisible();
    await expect(page.getByRole('button', { name: '새 문의 작성' })).toBeVisible();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the server action answers a bad e-mail in Korean, keeps the values, then confirms in Korean', async ({
      page,
    }) => {
      await page.goto('/ko/contact');
      const email = `${unique('ko-nojs')}@localhost`;
      await fill(page, email);
      await form(page).getByRole('button', { name: '문의 보내기' }).click();
      await expect(form(page).getByText(INVALID_EMAIL)).toBeVisible();
      await expect(form(page).getByText('계속하려면 개인정보 처리방침에 동의해 주십시오.')).toBeVisible();
      await expect(form(page).getByLabel('이메일 주소')).toHaveValue(email);
      expect(new URL(page.url()).pathname).toBe('/ko/contact');

      await form(page).getByLabel('이메일 주소').fill(`${unique('ko-nojs')}@example.com`);
      await consent(page).check();
      await form(page).getByRole('button', { name: '문의 보내기' }).click();
      await expect(page.getByRole('heading', { name: '문의가 접수되었습니다!' })).toBeVisible();
      await expect(form(page)).toHaveCount(0);
    });
  });
});
