import { expect, test, type Page } from '@playwright/test';

const contact = { name: 'Ji-woo Park', company: 'Hanbit Labs', email: 'jiwoo@hanbit.example' };

test.beforeEach(async ({ page }) => {
  // The cookie banner would sit over the launcher; the contact step is covered in English.
  await page.addInitScript((value) => {
    window.localStorage.setItem('cookieConsent', 'accepted');
    window.localStorage.setItem('kairo_chat_contact', value);
  }, JSON.stringify(contact));
});

async function ask(
  page: Page,
  labels: { open: string; dialog: string; message: string; send: string },
  question: string,
) {
  // The conversation is created as soon as the panel opens, the contact being known already.
  const created = page.waitForRequest((request) => request.url().endsWith('/api/conversations'));
  await page.getByRole('button', { name: labels.open }).click();
  const dialog = page.getByRole('dialog', { name: labels.dialog });
  await expect(dialog).toBeVisible();
  const input = dialog.getByRole('textbox', { name: labels.message });
  await expect(input).toBeFocused();
  const body = (await created).postDataJSON() as { locale?: string };
  await input.fill(question);
  // Sending opens once the conversation's stream is open (docs/behaviour.md#chat-assistant).
  await dialog.getByRole('button', { name: labels.send }).click();
  const reply = dialog.locator('[data-role="assistant"]').last();
  return { dialog, reply, body };
}

test('the chat on a Korean page speaks Korean and quotes the price', async ({ page }) => {
  await page.goto('/ko/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  const { dialog, reply, body } = await ask(
    page,
    { open: '채팅 열기', dialog: '어시스턴트', message: '메시지', send: '보내기' },
    'PR Package 패키지는 얼마인가요?',
  );
  expect(body.locale).toBe('ko');
  await expect(dialog.getByText('PR 전략 전문가')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: '메시지' })).toHaveAttribute(
    'placeholder',
    'PR 서비스에 대해 물어보십시오...',
  );
  await expect(reply).toContainText('US$1,499');
  await expect(reply).toContainText('미국 달러, 일회성 결제');
  await expect(reply.getByRole('link', { name: '요금 안내 페이지' })).toHaveAttribute('href', '/ko/pricing');
  await dialog.getByRole('button', { name: '채팅 닫기' }).click();
  await expect(page.getByRole('button', { name: '채팅 열기' })).toBeFocused();
});

test('the chat on a Japanese page answers in Japanese', async ({ page }) => {
  await page.goto('/ja/');
  const { reply, body } = await ask(
    page,
    { open: 'チャットを開く', dialog: 'アシスタント', message: 'メッセージ', send: '送信' },
    'PR Packageはいくらですか？',
  );
  expect(body.locale).toBe('ja');
  await expect(reply).toContainText('$1,499');
  await expect(reply).toContainText('米ドル、一回払い');
});
