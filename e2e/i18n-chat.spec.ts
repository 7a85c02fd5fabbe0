import { expect, test, type Locator, type Page } from '@playwright/test';

const contact = { name: 'Ji-woo Park', company: 'Hanbit Labs', email: 'jiwoo@hanbit.example' };

test.beforeEach(async ({ page }) => {
  // The cookie banner would sit over the launcher; the contact step is covered in English.
  await page.addInitScript((value) => {
    window.localStorage.setItem('cookieConsent', 'accepted');
    window.localStorage.setItem('kairo_chat_contact', value);
  }, JSON.stringify(contact));
});

type Labels = { open: string; dialog: string; message: string; send: string };

const labels: Record<'en' | 'vi' | 'zh' | 'ko' | 'ja', Labels> = {
  en: { open: 'Open chat', dialog: 'Assistant', message: 'Message', send: 'Send' },
  vi: { open: 'Mở khung chat', dialog: 'Trợ lý', message: 'Tin nhắn', send: 'Gửi' },
  zh: { open: '打开对话', dialog: '助手', message: '消息', send: '发送' },
  ko: { open: '채팅 열기', dialog: '어시스턴트', message: '메시지', send: '보내기' },
  ja: { open: 'チャットを開く', dialog: 'アシスタント', message: 'メッセージ', send: '送信' },
};

/** Opens the chat on the current page; the conversation is created as the panel opens. */
async function openChat(page: Page, label: Labels) {
  const created = page.waitForRequest((request) => request.url().endsWith('/api/conversations'));
  await page.getByRole('button', { name: label.open }).click();
  const dialog = page.getByRole('dialog', { name: label.dialog });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: label.message })).toBeFocused();
  const body = (await created).postDataJSON() as { locale?: string };
  return { dialog, body };
}

/** Sends a question and returns the assistant's reply to it, once it has arrived. */
async function ask(dialog: Locator, label: Labels, question: string): Promise<Locator> {
  const replies = dialog.locator('[data-role="assistant"]');
  const before = await replies.count();
  await dialog.getByRole('textbox', { name: label.message }).fill(question);
  // Sending opens once the conversation's stream is open (docs/behaviour.md#chat-assistant).
  await dialog.getByRole('button', { name: label.send }).click();
  await expect(replies).toHaveCount(before + 1);
  return replies.nth(before);
}

/**
 * A price, a refund and an office question, asked as a founder of each market would, answered in
 * the question's language with the figures of that language's content and links to its pages.
 */
const markets = [
  {
    locale: 'ja',
    price: ['PR Packageの料金はいくらですか？', '$1,499', '/ja/pricing'],
    refund: ['掲載されなかった場合は返金されますか？', '全額返金'],
    office: ['オフィスはどこにありますか？', ['シンガポール', 'ホーチミン市']],
  },
  {
    locale: 'ko',
    price: ['PR Package 가격은 얼마입니까?', 'US$1,499', '/ko/pricing'],
    refund: ['게재되지 않으면 환불됩니까?', '전액 환불'],
    office: ['사무실은 어디에 있습니까?', ['싱가포르', '호찌민시']],
  },
  {
    locale: 'zh',
    price: ['PR Package 多少钱？', 'US$1,499', '/zh/pricing'],
    refund: ['如果没有发布可以退款吗？', '全额退还'],
    office: ['你们的办公室在哪里？', ['新加坡', '胡志明市']],
  },
  {
    locale: 'vi',
    price: ['Gói PR Package giá bao nhiêu?', '1.499 US$', '/vi/pricing'],
    refund: ['Nếu bài không được đăng thì có hoàn tiền không?', 'hoàn tiền toàn bộ'],
    office: ['Văn phòng của bạn ở đâu?', ['Singapore', 'TP. Hồ Chí Minh']],
  },
] as const;

for (const market of markets) {
  test(`the chat on /${market.locale} answers price, refund and office questions in its language`, async ({ page }) => {
    const label = labels[market.locale];
    await page.goto(`/${market.locale}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', market.locale === 'zh' ? 'zh-Hans' : market.locale);
    const { dialog, body } = await openChat(page, label);
    expect(body.locale).toBe(market.locale);

    const [priceQuestion, price, pricing] = market.price;
    const priceReply = await ask(dialog, label, priceQuestion);
    await expect(priceReply).toContainText(price);
    await expect(priceReply.locator(`a[href="${pricing}"]`)).toBeVisible();

    const [refundQuestion, refund] = market.refund;
    await expect(await ask(dialog, label, refundQuestion)).toContainText(refund);

    const [officeQuestion, cities] = market.office;
    const officeReply = await ask(dialog, label, officeQuestion);
    for (const city of cities) await expect(officeReply).toContainText(city);
    await expect(officeReply.locator(`a[href="/${market.locale}/contact"]`)).toBeVisible();
  });
}

test('a Korean question on the English home page is answered in Korean', async ({ page }) => {
  await page.goto('/');
  const { dialog, body } = await openChat(page, labels.en);
  // An English conversation is created without a locale (English by default).
  expect(body.locale ?? 'en').toBe('en');
  const reply = await ask(dialog, labels.en, 'PR Package 가격은 얼마입니까?');
  await expect(reply).toContainText('US$1,499');
  await expect(reply).toContainText('가장 인기 있는 패키지');
  await expect(reply.locator('a[href="/ko/pricing"]')).toBeVisible();
});

test('a question the site does not answer gets "I don\'t know" and the way to a person, in the page\'s language', async ({
  page,
}) => {
  await page.goto('/ja/');
  const { dialog } = await openChat(page, labels.ja);
  const reply = await ask(dialog, labels.ja, 'ドージコインで支払えますか？');
  await expect(reply).toContainText('お答えできません');
  await expect(reply.locator('a[href="mailto:hello@kairo-pr.example"]')).toBeVisible();
  await expect(reply.locator('a[href="/ja/contact"]')).toBeVisible();
});
