import { expect, test, type Page, type Request } from '@playwright/test';
import { analyzePressRelease } from '../lib/pr-checker/engine';
import { calibrationRelease, openTool, passDwell } from './tools-helpers';

const release = calibrationRelease('kirafi-seed');
const expected = analyzePressRelease(release, 'ja');
const alert = (page: Page) => page.locator('p[role="alert"]');

/** Indonesian: a language the checker has no rules for. */
const INDONESIAN_RELEASE =
  'JAKARTA, 12 Mei 2025 — Lumora Labs, perusahaan infrastruktur pembayaran yang berbasis di Singapura, hari ini mengumumkan pendanaan Seri A senilai US$18 juta yang dipimpin oleh Granite Peak Ventures. Dana tersebut akan digunakan untuk meluncurkan layanan pembayaran stablecoin di Vietnam dan Filipina serta menggandakan tim kepatuhan perusahaan pada akhir tahun 2025. Sejak diluncurkan pada tahun 2022, platform ini telah memproses pembayaran senilai US$740 juta untuk 310 pelanggan bisnis.';

test.describe('The tools in other languages', () => {
  test('/ko/angle-finder writes its angles in Korean', async ({ page }) => {
    await openTool(page, '/ko/angle-finder');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await expect(page).toHaveTitle('기사 앵글 파인더 | Kairo PR');
    await expect(page.getByRole('heading', { level: 1, name: '기사 앵글 파인더' })).toBeVisible();
    await passDwell(page);
    await page.getByLabel('회사 / 프로젝트명').fill('Lumora Labs');
    await page.getByLabel('제품이나 발표 내용을 한 문장으로 설명해 주십시오').fill('동남아시아 수출 기업을 위한 스테이블코인 정산 API');
    const goal = page.getByLabel('기사의 목표');
    await expect(goal.locator('option')).toContainText(['목표 선택', '제품 출시', '투자 유치 발표']);
    await goal.selectOption({ label: '투자 유치 발표' });
    await page.getByRole('button', { name: '투자자', exact: true }).click();
    await page.getByRole('button', { name: '고객', exact: true }).click();
    await page.getByRole('button', { name: '앵글 보기' }).click();
    await page.clock.runFor(2100);

    await expect(page.getByRole('heading', { name: 'Lumora Labs 맞춤 기사 앵글' })).toBeFocused();
    await expect(page.getByText('목표와 대상 독자에 맞춰 고른 앵글 5가지입니다.')).toBeVisible();
    const cards = page.locator('li').filter({ has: page.locator('p.uppercase') });
    await expect(cards).toHaveCount(5);
    await expect(cards.locator('p.uppercase')).toHaveText(['투자자 신뢰', '창업자 스토리', '아시아에서 세계로', '시장 트렌드', '문화와 임팩트']);
    for (const text of await cards.allTextContents()) {
      expect(text).toMatch(/\p{Script=Hangul}{4}/u);
      expect(text).toContain('Lumora Labs');
      expect(text).not.toMatch(/It suits|Why Backers|concrete outcomes beat claims/);
    }
    await expect(page.getByRole('link', { name: '배포 견적 받기' })).toHaveAttribute('href', '/ko/pricing');
    await page.getByRole('button', { name: '← 다시 분석하기' }).click();
    await expect(page.getByLabel('회사 / 프로젝트명')).toBeFocused();
  });

  test('/ja/pr-checker scores an English release in a Japanese interface and sends the lead with its locale', async ({ page }) => {
    await openTool(page, '/ja/pr-checker');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page).toHaveTitle('PR信頼性チェッカー | Kairo PR');
    await expect(page.getByRole('heading', { level: 1, name: 'PR信頼性チェッカー' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '評価の観点' })).toBeVisible();
    await expect(page.getByText('300文字以上入力してください')).toBeVisible();
    await passDwell(page);
    await page.getByLabel('プレスリリース').fill(release);
    await expect(page.getByText(`${release.length.toLocaleString('ja-JP')}文字`)).toBeVisible();
    await page.getByRole('button', { name: 'プレスリリースを分析' }).click();

    await expect(page.getByRole('heading', { name: '分析が完了しました' })).toBeVisible();
    await expect(page.getByLabel(`総合スコア 100点中${expected.overall}点`)).toBeVisible();
    await page.getByLabel('お名前').fill('Sato Ken');
    await page.getByLabel('会社名').fill('Lumora Labs');
    await page.getByLabel('メールアドレス').fill('ken@lumoralabs.example');
    const lead = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/checker/lead'));
    await page.getByRole('button', { name: 'スコアを見る' }).click();
    const leadRequest = await lead;
    expect(leadRequest.postDataJSON()).toMatchObject({ locale: 'ja', overallScore: expected.overall, email: 'ken@lumoralabs.example' });

    const report = page.getByRole('region', { name: 'PR信頼性レポート' });
    await expect(report).toBeVisible();
    await expect(report.getByRole('meter', { name: '明快さと構成のスコア' })).toHaveAttribute(
      'aria-valuenow',
      String(expected.dimensions.clarity.score),
    );
    await expect(report.getByRole('heading', { name: '主な強み' })).toBeVisible();
    // An English release on the Japanese page is explained in Japanese, with nothing left marked English.
    await expect(report.getByRole('listitem').filter({ hasText: expected.strengths[0] })).toHaveCount(1);
    expect(expected.strengths[0]).toMatch(/[ぁ-ん]/u);
    await expect(report.locator('[lang="en"]')).toHaveCount(0);
    await expect(report.getByRole('link', { name: '配信の見積もりを依頼' })).toHaveAttribute('href', '/ja/contact');
  });

  for (const { path, text, notice, remaining } of [
    {
      path: '/ja/pr-checker',
      text: INDONESIAN_RELEASE,
      notice: '入力された文章はそれ以外の言語のようです。',
      remaining: 'この1時間の残り分析回数：5回',
    },
    {
      path: '/pr-checker',
      text: INDONESIAN_RELEASE,
      notice: 'This checker scores press releases in English, Vietnamese, Chinese, Korean and Japanese, and your text looks like another language.',
      remaining: '5 analyses remaining this hour',
    },
  ]) {
    test(`${path} explains which languages it scores instead of scoring a release in another`, async ({ page }) => {
      await openTool(page, path);
      await passDwell(page);
      const sent: Request[] = [];
      page.on('request', (r) => r.url().includes('/messages') && sent.push(r));
      await page.locator('textarea[name="pressRelease"]').fill(text);
      await page.locator('form button[type="submit"]').click();
      await expect(alert(page)).toContainText(notice);
      // Not counted against the hour's analyses, and nothing was sent to be scored.
      await expect(page.getByText(remaining)).toBeVisible();
      expect(sent).toHaveLength(0);
      await expect(page.getByRole('meter')).toHaveCount(0);
    });
  }
});
