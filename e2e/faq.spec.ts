import { expect, test, type Locator, type Page } from '@playwright/test';
import { faqItems, GUIDE_PATH } from './content';

const questions = (page: Page) => page.locator('[data-faq-accordion] button[aria-controls]');

async function panelOf(button: Locator): Promise<Locator> {
  const id = await button.getAttribute('aria-controls');
  expect(id).toBeTruthy();
  return button.page().locator(`[id="${id}"]`);
}

async function expectOpen(buttons: Locator, openIndex: number | null) {
  const count = await buttons.count();
  for (let i = 0; i < count; i++) {
    const button = buttons.nth(i);
    const open = i === openIndex;
    await expect(button).toHaveAttribute('aria-expanded', String(open));
    const panel = await panelOf(button);
    if (open) await expect(panel).toBeVisible();
    else await expect(panel).toBeHidden();
  }
}

test.describe('FAQ accordion', () => {
  test('answers are in the HTML, controlled by their buttons, all closed at first', async ({ page }) => {
    await page.goto('/faq');
    const buttons = questions(page);
    await expect(buttons).toHaveCount(faqItems.length);
    await expect(buttons).toHaveText(faqItems.map((item) => item.question));
    for (let i = 0; i < faqItems.length; i++) {
      const panel = await panelOf(buttons.nth(i));
      await expect(panel).toHaveText(new RegExp(faqItems[i].answer.slice(0, 40).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    }
    await expectOpen(buttons, null);
  });

  test('one item open at a time; clicking the open item closes it', async ({ page }) => {
    await page.goto('/faq');
    const buttons = questions(page);
    await buttons.nth(1).click();
    await expectOpen(buttons, 1);
    await expect(await panelOf(buttons.nth(1))).toContainText('3-5 business days');
    await buttons.nth(4).click();
    await expectOpen(buttons, 4);
    await expect((await panelOf(buttons.nth(4))).getByRole('link')).toHaveAttribute('href', GUIDE_PATH);
    await buttons.nth(4).click();
    await expectOpen(buttons, null);
  });

  test('keyboard: Enter and Space toggle, arrows, Home and End move between questions', async ({ page }) => {
    await page.goto('/faq');
    const buttons = questions(page);
    const last = faqItems.length - 1;
    await buttons.first().focus();
    await page.keyboard.press('Enter');
    await expectOpen(buttons, 0);
    await page.keyboard.press('ArrowDown');
    await expect(buttons.nth(1)).toBeFocused();
    await page.keyboard.press('Space');
    await expectOpen(buttons, 1);
    await page.keyboard.press('End');
    await expect(buttons.nth(last)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(buttons.first()).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(buttons.nth(last)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(buttons.first()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(buttons.nth(1)).toBeFocused();
    await page.keyboard.press('Enter');
    await expectOpen(buttons, null);
  });

  test('the shared accordion behaves the same on /services', async ({ page }) => {
    await page.goto('/services');
    const buttons = questions(page);
    await expect(buttons).toHaveCount(faqItems.length);
    await buttons.nth(0).click();
    await buttons.nth(7).click();
    await expectOpen(buttons, 7);
  });
});

test.describe('FAQ without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every answer is readable', async ({ page }) => {
    await page.goto('/faq');
    for (const item of faqItems) {
      await expect(page.getByRole('main').getByText(item.answer, { exact: true })).toBeVisible();
    }
  });
});
