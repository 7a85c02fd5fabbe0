/**
 * Embargoes that hold, against a second `next start` whose CONTENT_DIR is a temporary copy
 * (./content-server.ts): a release in English and Korean, embargoed a few seconds ahead, is absent
 * from every public surface; staff create a private preview link in the back office that opens it
 * with the embargo banner and stops when revoked; at the instant the release is everywhere without
 * a restart or a revalidation, at its URL. Then the journalist tools on it: plain text and share links.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { CONTENT_TOKEN, type ContentServer } from './content-server';
import { openEditorServer, type EditorServer } from './admin/editor-server';
import { auditEntries } from './admin/staff';

test.describe.configure({ mode: 'serial' });

let server: ContentServer;
let api: APIRequestContext;
let cookie: { name: string; value: string };
let editor: EditorServer | undefined;
let embargoAt = 0;

const SLUG = 'harbour-pay-launches-cross-border-qr-payments';
const KO_SLUG = `${SLUG}-ko`;
const TITLE = 'Harbour Pay Launches Cross-Border QR Payments Between Korea and Vietnam';
const KO_TITLE = 'Harbour Pay, 한국·베트남 간 QR 해외결제 출시';
const BODY_LINE = 'Harbour Pay today announced QR payments that settle between Seoul and Ho Chi Minh City in minutes.';
/** Long enough to write, revalidate and check every surface and the preview before it lifts. */
const LEAD_MS = 60_000;

function release(locale: 'en' | 'ko', embargo: string): string {
  const ko = locale === 'ko';
  return `---
title: "${ko ? KO_TITLE : TITLE}"
slug: ${ko ? KO_SLUG : SLUG}
date: 2026-11-20
category: Kairo Newsroom
description: "${ko ? '한국과 베트남의 가맹점이 같은 QR 코드로 결제를 받고 몇 분 안에 정산받을 수 있는 서비스를 출시합니다.' : 'Merchants in Korea and Vietnam accept payments with one QR code and are settled within minutes.'}"
author: Kairo Newsroom
${ko ? `locale: ko\ntranslationKey: ${SLUG}\n` : ''}embargo: "${embargo}"
dateline:
  city: "${ko ? '서울' : 'Seoul'}"
  time: "2026-11-20T09:00:00+09:00"
  timeZone: Asia/Seoul
contacts:
  - name: Min Park
    role: "${ko ? '홍보 담당' : 'Press officer'}"
    email: press@harbour-pay.example
    phone: "+82 2 555 0142"
    kakaotalk: harbourpay
---

${ko ? 'Harbour Pay는 오늘 서울과 호찌민시 사이에서 몇 분 안에 정산되는 QR 결제를 발표했습니다.' : BODY_LINE}
`;
}

const get = async (pathname: string) => {
  const response = await api.get(pathname, { maxRedirects: 0 });
  return { status: response.status(), text: await response.text(), headers: response.headers() };
};

/** Every public surface a release appears on, in both languages. */
const SURFACES = [
  '/pr-studio',
  '/ko/pr-studio',
  '/sitemap.xml',
  '/prstudio/rss.xml',
  '/ko/prstudio/rss.xml',
  '/prstudio/feed.json',
  '/ko/prstudio/feed.json',
  '/prstudio/rss/kairo-newsroom',
  '/ko/prstudio/rss/kairo-newsroom',
  '/sitemap',
  '/ko/sitemap',
];

async function visibleOn(): Promise<string[]> {
  const found: string[] = [];
  for (const surface of SURFACES) {
    const { text } = await get(surface);
    if (text.includes(SLUG)) found.push(surface);
  }
  return found;
}

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(180_000);
  editor = await openEditorServer(playwright);
  ({ server, api, cookie } = editor);
});

test.afterAll(async () => {
  await editor?.close();
});

async function staffPage(browser: Browser, pathname: string) {
  const context = await browser.newContext({ baseURL: server.baseURL });
  await context.addCookies([{ ...cookie, url: server.baseURL }]);
  const page = await context.newPage();
  await page.goto(pathname);
  return page;
}

test('a release under embargo is on no public surface, in English and Korean', async () => {
  test.setTimeout(60_000);
  // Fill the caches first, as a live site has them.
  expect(await visibleOn()).toEqual([]);
  embargoAt = Date.now() + LEAD_MS;
  const embargo = new Date(embargoAt).toISOString();
  fs.writeFileSync(path.join(server.contentDir, 'newsroom', `${SLUG}.md`), release('en', embargo));
  fs.writeFileSync(path.join(server.contentDir, 'newsroom', 'ko', `${KO_SLUG}.md`), release('ko', embargo));
  const revalidated = await api.post('/api/revalidate', {
    headers: { authorization: `Bearer ${CONTENT_TOKEN}` },
    data: { tags: ['articles'] },
  });
  expect(revalidated.status()).toBe(200);

  for (const pathname of [`/prstudio/${SLUG}`, `/ko/prstudio/${KO_SLUG}`, `/prstudio/${SLUG}/text`, `/ko/prstudio/${KO_SLUG}/share-image`, `/ko/prstudio/${SLUG}`]) {
    expect((await get(pathname)).status, pathname).toBe(404);
  }
  expect(await visibleOn()).toEqual([]);
  for (const surface of ['/ko/pr-studio', '/ko/prstudio/rss.xml']) expect((await get(surface)).text).not.toContain(KO_TITLE);
});

test('a preview link opens it with the banner, privately, and stops when revoked', async ({ browser }) => {
  test.setTimeout(60_000);
  // The back office edits the English files; the link opens the release in its own language.
  const admin = await staffPage(browser, `/admin/content/articles/${SLUG}`);
  await admin.getByRole('button', { name: 'Create a preview link' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'A preview link was created' })).toBeVisible();
  const link = (await admin.getByTestId('preview-link').first().textContent())!;
  expect(new URL(link).pathname).toMatch(/^\/prstudio\/preview\/[a-f0-9]+-[a-z0-9]+-[\w-]{43}$/);
  expect(auditEntries('preview-link-create')[0].target).toBe(`article:${SLUG}`);

  const preview = new URL(link).pathname;
  const answer = await get(preview);
  expect(answer.status).toBe(200);
  expect(answer.headers['cache-control']).toMatch(/private/);
  expect(answer.headers['cache-control']).toMatch(/no-store/);
  expect(answer.text).toMatch(/<meta name="robots" content="noindex, nofollow"/);

  const journalist = await (await browser.newContext({ timezoneId: 'Asia/Ho_Chi_Minh', locale: 'vi-VN' })).newPage();
  await journalist.goto(`${server.baseURL}${preview}`);
  const banner = journalist.getByTestId('embargo-banner');
  await expect(banner).toContainText('Embargoed until');
  // ICU may name the zone by its older alias.
  await expect(banner).toContainText(/Asia\/(Ho_Chi_Minh|Saigon)/);
  await expect(journalist.getByTestId('embargo-countdown')).toHaveText(/Lifts in 00:0\d:\d\d/);
  await expect(journalist.getByRole('heading', { level: 1 })).toHaveText(TITLE);
  await expect(journalist.locator('main article')).toContainText('SEOUL, November 20, 2026');

  await admin.getByRole('button', { name: 'Revoke' }).first().click();
  await expect(admin.getByRole('status').filter({ hasText: 'revoked' })).toBeVisible();
  expect((await get(preview)).status).toBe(404);
  expect(auditEntries('preview-link-revoke')[0].target).toBe(`article:${SLUG}`);
  // A token whose signature was changed opens nothing either.
  expect((await get(preview.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')))).status).toBe(404);
});

test('at its instant the release is on every surface, without a restart or a revalidation', async () => {
  test.setTimeout(120_000);
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, embargoAt - Date.now() + 500)));
  await expect.poll(async () => (await get(`/prstudio/${SLUG}`)).status, { timeout: 10_000 }).toBe(200);
  await expect.poll(visibleOn, { timeout: 10_000 }).toEqual(SURFACES);
  const ko = await get(`/ko/prstudio/${KO_SLUG}`);
  expect(ko.status).toBe(200);
  expect(ko.text).toContain(KO_TITLE);
  expect(ko.headers['content-language']).toBe('ko');
  expect((await get('/ko/prstudio/rss.xml')).text).toContain(KO_TITLE);
});

test('the journalist copies the release as plain text and shares its URL', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.baseURL });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.baseURL });
  const page = await context.newPage();
  await page.goto(`/prstudio/${SLUG}`);
  await expect(page.locator('main article').first()).toContainText('SEOUL, November 20, 2026');
  await page.getByRole('button', { name: 'Copy as plain text' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain(TITLE);
  expect(copied).toContain(`SEOUL, November 20, 2026 at 09:00 AM GMT+9 — ${BODY_LINE}`);
  expect(copied).toContain('Min Park, Press officer\npress@harbour-pay.example\n+82 2 555 0142\nKakaoTalk: harbourpay');
  expect(copied).toBe((await get(`/prstudio/${SLUG}/text`)).text);

  const shares = page.locator('a[data-share]');
  await expect(shares).toHaveCount(8);
  const url = new URL(`/prstudio/${SLUG}`, page.url()).toString().replace(server.baseURL, '');
  for (const href of await shares.evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href))) {
    expect(decodeURIComponent(href)).toContain(`/prstudio/${SLUG}`);
  }
  expect(url).toBe(`/prstudio/${SLUG}`);
  await expect(page.getByRole('img', { name: /WeChat/ })).toBeVisible();
  await context.close();
});
