/**
 * The checker scores releases in the site's five languages by their own market's rules and writes
 * the whole report in the page's language (docs/behaviour.md#scoring-by-language).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { englishRuns } from '../lib/i18n/english-text';
import { analyzePressRelease } from '../lib/pr-checker/engine';
import type { CredibilityAnalysis } from '../lib/pr-checker/types';
import { calibrationRelease, openTool, passDwell } from './tools-helpers';

type PageLocale = 'en' | 'vi' | 'zh' | 'ko' | 'ja';

const messages = (locale: PageLocale) =>
  JSON.parse(readFileSync(path.join(process.cwd(), 'messages', locale, 'Checker.json'), 'utf8')) as {
    form: { analyze: string };
    gate: { name: string; company: string; email: string; submit: string; scoreLabel: string };
    report: { title: string };
  };

const localRelease = (locale: Exclude<PageLocale, 'en'>, slug: string) =>
  readFileSync(path.join(process.cwd(), 'test/fixtures/checker-calibration', locale, `${slug}.txt`), 'utf8');

/** Letters only the page's language writes: the findings must be in them. */
const SCRIPT: Record<PageLocale, RegExp> = {
  en: /^[\p{Script=Latin}\p{N}\p{P}\p{S}\s]*[\p{Script=Latin}]/u,
  vi: /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/u,
  zh: /\p{Script=Han}{2}/u,
  ko: /\p{Script=Hangul}{2}/u,
  ja: /[ぁ-ん]{2}/u,
};

async function analyzeAndOpenReport(page: Page, pagePath: string, locale: PageLocale, text: string, expected: CredibilityAnalysis) {
  const t = messages(locale);
  await openTool(page, pagePath);
  await passDwell(page);
  await page.locator('textarea[name="pressRelease"]').fill(text);
  await page.getByRole('button', { name: t.form.analyze }).click();
  await expect(page.getByLabel(t.gate.scoreLabel.replace('{max}', '100').replace('{score}', String(expected.overall)))).toBeVisible();
  await page.getByLabel(t.gate.name).fill('Minh Tran');
  await page.getByLabel(t.gate.company).fill('Kairo Test Co');
  await page.getByLabel(t.gate.email).fill('minh@example.com');
  const lead = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/checker/lead'));
  await page.getByRole('button', { name: t.gate.submit }).click();
  expect((await lead).postDataJSON()).toMatchObject({ overallScore: expected.overall });
  const report = page.getByRole('region', { name: t.report.title });
  await expect(report).toBeVisible();
  return report;
}

const CASES = [
  { locale: 'ko', slug: 'hanbit-pay-series-b' },
  { locale: 'ja', slug: 'lumina-pay-series-a' },
  { locale: 'zh', slug: 'xinghe-pay-series-a' },
  { locale: 'vi', slug: 'sao-viet-pay-series-a' },
] as const;

test.describe('The checker in the market languages', () => {
  for (const { locale, slug } of CASES) {
    test(`/${locale}/pr-checker scores a release written in that language and explains it in that language`, async ({ page }) => {
      const text = localRelease(locale, slug);
      const expected = analyzePressRelease(text, locale);
      expect(expected.language).toBe(locale);
      const report = await analyzeAndOpenReport(page, `/${locale}/pr-checker`, locale, text, expected);

      await expect(report.locator('li').filter({ hasText: expected.strengths[0] })).toHaveCount(1);
      for (const finding of [...expected.strengths, ...expected.improvements, expected.insight]) expect(finding).toMatch(SCRIPT[locale]);
      await expect(report.getByText(expected.insight)).toBeVisible();
      // Nothing in the report is left in English: no part marked so, no English sentence in its text.
      await expect(report.locator('[lang="en"]')).toHaveCount(0);
      const sentences = (await report.locator('h2, h3, p, li, dt, dd, th, td, button, a').allInnerTexts()).filter((text) => englishRuns(text).length > 0);
      expect(sentences).toEqual([]);
    });
  }

  test('/vi/pr-checker explains an English release in Vietnamese', async ({ page }) => {
    const text = calibrationRelease('kirafi-seed');
    const expected = analyzePressRelease(text, 'vi');
    expect(expected.language).toBe('en');
    const report = await analyzeAndOpenReport(page, '/vi/pr-checker', 'vi', text, expected);
    await expect(report.locator('li').filter({ hasText: expected.improvements[0] })).toHaveCount(1);
    await expect(report.getByText(expected.insight)).toBeVisible();
    expect(expected.insight).toMatch(SCRIPT.vi);
    await expect(report.locator('[lang="en"]')).toHaveCount(0);
  });

  test('/pr-checker scores a Japanese release as Japanese and explains it in English', async ({ page }) => {
    const text = localRelease('ja', 'kumo-ai-clinic-partnership');
    const expected = analyzePressRelease(text, 'en');
    expect(expected.language).toBe('ja');
    const report = await analyzeAndOpenReport(page, '/pr-checker', 'en', text, expected);
    await expect(report.getByText(expected.insight)).toBeVisible();
    await expect(report.locator('li').filter({ hasText: 'Japanese wires' }).first()).toBeVisible();
  });
});
