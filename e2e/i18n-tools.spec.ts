import { expect, test, type Page, type Request } from '@playwright/test';
import { analyzePressRelease } from '../lib/pr-checker/engine';
import { calibrationRelease, openTool, passDwell } from './tools-helpers';

const release = calibrationRelease('kirafi-seed');
const expected = analyzePressRelease(release);
const alert = (page: Page) => page.locator('p[role="alert"]');

const JAPANESE_RELEASE =
  '東京、2025年5月12日 — 東南アジアの輸出企業向けにステーブルコイン決済APIを提供するLumora Labsは本日、シリーズAラウンドで2,000万米ドルの資金調達を完了したと発表しました。本ラウンドはVertex Venturesが主導し、既存投資家も参加しています。調達資金は、ベトナムとインドネシアでの決済ライセンス取得と決済ネットワークの拡大に充てる予定です。過去12か月で取扱高は4倍に拡大し、現在3,500社以上の加盟店が利用しています。代表取締役CEOの佐藤健は「輸出企業が入金を1週間待つ必要はありません」と述べています。同社は今後、日本を含む北アジアの輸出企業にもサービスを広げ、2026年末までに1万社の利用を目指します。会社概要：Lumora Labsはシンガポールに本社を置くフィンテック企業で、2022年に設立されました。';
const KOREAN_RELEASE =
  '서울, 2025년 5월 12일 — 동남아시아 수출 기업을 위한 스테이블코인 정산 API를 제공하는 Lumora Labs가 오늘 2,000만 달러 규모의 시리즈 A 투자 유치를 발표했습니다. 이번 라운드는 Vertex Ventures가 주도했으며 기존 투자사들도 참여했습니다. 회사는 확보한 자금으로 베트남과 인도네시아에서 결제 라이선스를 취득하고 정산 네트워크를 확장할 계획입니다. 지난 12개월 동안 플랫폼 거래액은 네 배 증가했으며, 현재 3,500개 이상의 가맹점이 서비스를 이용하고 있습니다. 김민준 대표는 "수출 기업이 대금을 받기 위해 일주일을 기다릴 이유가 없습니다"라고 말했습니다. 회사 소개: Lumora Labs는 싱가포르에 본사를 둔 핀테크 기업으로 2022년에 설립되었습니다.';

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
    // The findings come from the English-only scoring and are marked as English.
    await expect(report.locator('ul[lang="en"]').first()).toContainText(expected.strengths[0]);
    await expect(report.getByRole('link', { name: '配信の見積もりを依頼' })).toHaveAttribute('href', '/ja/contact');
  });

  for (const { path, text, notice, remaining } of [
    {
      path: '/ja/pr-checker',
      text: JAPANESE_RELEASE,
      notice: 'このチェッカーが採点するのは英語のプレスリリースのみです。入力された文章は日本語のようです。',
      remaining: 'この1時間の残り分析回数：5回',
    },
    {
      path: '/pr-checker',
      text: KOREAN_RELEASE,
      notice: 'This checker scores English press releases only, and your text looks like Korean.',
      remaining: '5 analyses remaining this hour',
    },
  ]) {
    test(`${path} explains that it scores English only instead of scoring other text`, async ({ page }) => {
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
