import { expect, test, type Locator, type Page } from '@playwright/test';
import { readContentFile } from '../lib/content/files';
import { site } from '../lib/config/site';
import { GUIDE_PATH } from './content';
import { serverPage } from './html-text';

const main = (page: Page) => page.getByRole('main');
const questions = (page: Page) => page.locator('[data-faq-accordion] button[aria-controls]');

async function panelOf(button: Locator): Promise<Locator> {
  const id = await button.getAttribute('aria-controls');
  expect(id).toBeTruthy();
  return button.page().locator(`[id="${id}"]`);
}

test.describe('translated pricing, FAQ, privacy, contact and resources pages', () => {
  test('/ko/pricing: Korean texts, every package at its US dollar price written the Korean way', async ({
    page,
    request,
  }) => {
    const packages = readContentFile('packages', 'content', 'ko');
    const { text } = await serverPage(request, '/ko/pricing');
    // The amounts are the English file's, in Korean number format and still in US dollars.
    for (const price of ['US$179', 'US$269', 'US$1,499', 'US$699', 'US$1,990']) expect(text).toContain(price);
    expect(text).not.toMatch(/(?<!US)\$1,499/);

    await page.goto('/ko/pricing');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await expect(page).toHaveTitle('요금 안내 | Kairo PR');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('인기 PR 패키지');
    const popular = page.locator('[data-package="pr-package"]');
    await expect(popular).toContainText('가장 많이 선택한 패키지');
    await expect(popular).toContainText('US$1,499');
    await expect(popular).toContainText('USD, 일회성');
    await expect(page.locator('[data-package="mainstream"]')).toContainText('프리미엄');
    for (const pkg of packages) {
      const card = page.locator(`[data-package="${pkg.id}"]`);
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(pkg.name);
      for (const feature of pkg.features) await expect(card).toContainText(feature);
    }
    await expect(main(page).getByRole('heading', { name: '왜 Kairo PR입니까?' })).toBeVisible();
    await expect(main(page).locator(`a[href="${site.links.booking}"]`)).toHaveCount(packages.length + 1);
  });

  test('/ja/faq: Japanese questions, links kept in Japanese, the accordion works by keyboard', async ({ page }) => {
    const items = readContentFile('faq', 'content', 'ja');
    await page.goto('/ja/faq');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('よくある質問');
    const buttons = questions(page);
    await expect(buttons).toHaveText(items.map((item) => item.question));
    await expect(buttons.first()).toHaveText('どのようなサービスを提供していますか？');

    await buttons.first().focus();
    await page.keyboard.press('Enter');
    await expect(buttons.first()).toHaveAttribute('aria-expanded', 'true');
    await expect(await panelOf(buttons.first())).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(buttons.nth(1)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(buttons.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(buttons.first()).toHaveAttribute('aria-expanded', 'false');
    await expect(await panelOf(buttons.nth(1))).toContainText('3〜5営業日');
    await page.keyboard.press('End');
    await expect(buttons.last()).toBeFocused();
    await page.keyboard.press('Home');
    await expect(buttons.first()).toBeFocused();

    const own = items.findIndex((item) => item.link);
    await buttons.nth(own).click();
    const guide = (await panelOf(buttons.nth(own))).getByRole('link');
    await expect(guide).toHaveText('執筆ガイドラインを読む');
    await expect(guide).toHaveAttribute('href', `/ja${GUIDE_PATH}`);
    await expect(main(page).getByRole('link', { name: '戦略相談を予約' })).toHaveAttribute('href', '/ja/contact');
    await expect(main(page).getByRole('region', { name: '成功事例' }).getByRole('link')).toHaveAttribute(
      'href',
      '/ja/case-studies',
    );
  });

  test('/zh/privacy-policy: Chinese sections, the day it changed in Chinese date format, offices by their Chinese names', async ({
    page,
  }) => {
    const { updated, sections } = readContentFile('privacy', 'content', 'zh');
    await page.goto('/zh/privacy-policy');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('隐私政策');
    const [year, month, day] = updated.split('-').map(Number);
    await expect(main(page).getByText(/^最后更新：/)).toHaveText(`最后更新：${year}年${month}月${day}日`);
    const nav = page.getByRole('navigation', { name: '隐私政策章节' });
    await expect(nav.getByRole('link')).toHaveText(sections.map((s, i) => `${i + 1}. ${s.title}`));
    await expect(nav.getByRole('link').first()).toHaveText('1. 引言');
    const rights = main(page).getByRole('region', { name: '6. 您的数据保护权利' });
    await expect(rights).toContainText('查阅权：');
    await expect(rights).toContainText('一个月内');
    const contact = main(page).getByRole('region', { name: '8. 联系我们' });
    await expect(contact.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    await expect(contact).toContainText('越南分部：Floor 9, 45 Le Thanh Ton Street');
    await expect(contact).toContainText('胡志明市 700000, 越南');
  });

  test('/vi/contact: Vietnamese heading, steps with the site facts filled in, offices by their Vietnamese names', async ({
    page,
  }) => {
    const { faq } = readContentFile('contact', 'content', 'vi');
    await page.goto('/vi/contact');
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cùng đưa câu chuyện của bạn lên báo');
    await expect(main(page)).toContainText(`Phản hồi trong vòng ${site.inquiryReplyHours} giờ`);
    await expect(main(page)).toContainText(`Lên bài trong ${site.publicationDays} ngày`);
    await expect(main(page)).toContainText('Chi nhánh Việt Nam · TP. Hồ Chí Minh');
    await expect(main(page)).toContainText(site.offices.vietnam.streetAddress);
    const card = main(page).getByRole('region', { name: 'Đặt lịch tư vấn' });
    await expect(card.getByRole('link', { name: /^Đặt lịch tư vấn/ })).toHaveAttribute('href', site.links.booking);
    const faqSection = main(page).getByRole('region', { name: 'Trước khi bạn liên hệ' });
    await expect(faqSection.locator('[data-faq-accordion] button[aria-controls]')).toHaveText(
      faq.map((item) => item.question),
    );
    await expect(
      faqSection.getByRole('link', { name: 'Xem tất cả câu hỏi tại trang Câu hỏi thường gặp' }),
    ).toHaveAttribute('href', '/vi/faq');
  });

  test('/ja/resources: Japanese groups and links that keep the visitor in Japanese', async ({ page }) => {
    await page.goto('/ja/resources');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('PRの資料・ガイド');
    await expect(main(page).getByRole('heading', { level: 2 })).toContainText([
      '計画と予算',
      '書いて、確かめる',
      '読んで学ぶ',
    ]);
    const hrefs = await main(page)
      .getByRole('link')
      .evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    for (const href of [
      '/ja/pricing',
      `/ja${GUIDE_PATH}`,
      '/ja/pr-checker',
      '/ja/angle-finder',
      '/ja/pr-studio',
      '/ja/blog',
      '/ja/case-studies',
      '/ja/contact',
    ]) {
      expect(hrefs).toContain(href);
    }
    expect(hrefs).toContain(site.links.pricingCatalogue);
    expect(hrefs.filter((href) => href === '/pricing' || href === '/contact')).toEqual([]);
    await expect(main(page).getByRole('link', { name: 'リリースをチェック' })).toHaveAttribute(
      'href',
      '/ja/pr-checker',
    );
  });
});
