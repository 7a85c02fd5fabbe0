/**
 * An editor edits the site in the back office, against a second `next start` whose CONTENT_DIR is a
 * temporary copy of content/ (./content-server.ts): a service title and an FAQ answer are published
 * and the public pages change on the next request, with no restart and no revalidation call; an
 * invalid edit names the field and leaves the file alone; a restore brings the old text back. Every
 * save is in the audit log with its before and after.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { inputId } from '../../lib/authoring/form-names';
import type { ContentServer } from '../content-server';
import { htmlText } from '../html-text';
import { openEditorServer, type EditorServer } from './editor-server';
import { auditEntries } from './staff';

test.describe.configure({ mode: 'serial' });

let server: ContentServer;
let api: APIRequestContext;
let cookie: { name: string; value: string };
let editor: EditorServer | undefined;

const NEW_TITLE = 'Press Releases Written and Placed Worldwide';
const NEW_ANSWER = 'Usually within four business days of your approval, and never later than our package promise.';
const SERVICE_TITLE = inputId(['nodes', 0, 'fieldValues', '/attributes/@sv01']);
const THIRD_SERVICE_TITLE = inputId(['nodes', 2, 'fieldValues', '/attributes/@sv01']);
const SECOND_ANSWER = inputId([1, 'answer']);

const read = (file: string) => fs.readFileSync(path.join(server.contentDir, file), 'utf8');
const pageText = async (pathname: string) => htmlText(await (await api.get(pathname)).text());

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(180_000);
  editor = await openEditorServer(playwright);
  ({ server, api, cookie } = editor);
});

test.afterAll(async () => {
  await editor?.close();
});

async function editorPage(browser: Browser, pathname: string, javaScriptEnabled = true): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.baseURL, javaScriptEnabled });
  await context.addCookies([{ ...cookie, url: server.baseURL }]);
  const page = await context.newPage();
  await page.goto(pathname);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Edit');
  return page;
}

test('an editor publishes a service title and an FAQ answer; the public pages change at once', async ({ browser }) => {
  const services = await editorPage(browser, '/admin/content/services');
  const oldTitle = await services.locator(`#${SERVICE_TITLE}`).inputValue();
  expect(await pageText('/services')).toContain(oldTitle);
  await services.locator(`#${SERVICE_TITLE}`).fill(NEW_TITLE);
  await services.getByRole('button', { name: 'Save and publish' }).click();
  await expect(services.getByRole('status')).toContainText('Saved and published');
  expect(JSON.parse(read('services.nodes.json')).nodes[0].fieldValues['/attributes/@sv01']).toBe(NEW_TITLE);
  const servicesText = await pageText('/services');
  expect(servicesText).toContain(NEW_TITLE);
  expect(servicesText).not.toContain(oldTitle);

  const faq = await editorPage(browser, '/admin/content/faq');
  await faq.locator(`#${SECOND_ANSWER}`).fill(NEW_ANSWER);
  await faq.getByRole('button', { name: 'Save and publish' }).click();
  await expect(faq.getByRole('status')).toContainText('Saved and published');
  expect(await pageText('/faq')).toContain(NEW_ANSWER);

  const saves = auditEntries('content-save');
  expect(saves.map((entry) => entry.target)).toEqual(['content:faq.yaml', 'content:services.nodes.json']);
  const detail = JSON.parse(saves[1].detail!) as { before: string; after: string };
  expect(detail.before).toContain(oldTitle);
  expect(detail.after).toContain(NEW_TITLE);
  expect(saves[0].actor_email).toMatch(/^editor-.*@staff\.example$/);
});

test('an invalid edit is refused naming the field, and nothing changes', async ({ browser }) => {
  const before = read('services.nodes.json');
  const page = await editorPage(browser, '/admin/content/services');
  await page.locator(`#${THIRD_SERVICE_TITLE}`).fill('   ');
  await page.getByRole('button', { name: 'Save and publish' }).click();
  // Next's route announcer is an alert too.
  const summary = page.getByRole('alert').filter({ hasText: 'Nothing was saved' });
  await expect(summary).toBeVisible();
  const link = summary.getByRole('link', { name: /Entries › Entry 3 › Fields › Title/ });
  await expect(link).toBeVisible();
  // The summary takes the focus, and its link leads to the field, which is marked invalid.
  await expect(summary).toBeFocused();
  await link.click();
  await expect(page.locator(`#${THIRD_SERVICE_TITLE}`)).toBeFocused();
  await expect(page.locator(`#${THIRD_SERVICE_TITLE}`)).toHaveAttribute('aria-invalid', 'true');
  expect(read('services.nodes.json')).toBe(before);
  expect(await pageText('/services')).toContain(NEW_TITLE);
});

test('restoring the version as found brings the old FAQ answer back, on the page too', async ({ browser }) => {
  const original = fs.readFileSync(path.join('content', 'faq.yaml'), 'utf8');
  const page = await editorPage(browser, '/admin/content/faq');
  const versions = page.locator('#versions');
  await expect(versions.getByRole('row')).toHaveCount(3);
  const found = versions.getByRole('row').filter({ hasText: 'as found before the first save here' });
  await found.getByRole('button', { name: /^Restore/ }).click();
  await expect(page.getByRole('status').first()).toContainText('restored and published');
  expect(read('faq.yaml')).toBe(original);
  const faqText = await pageText('/faq');
  expect(faqText).not.toContain(NEW_ANSWER);
  await expect(page.locator(`#${SECOND_ANSWER}`)).not.toHaveValue(NEW_ANSWER);
  const restores = auditEntries('content-restore');
  expect(restores).toHaveLength(1);
  expect(JSON.parse(restores[0].detail!)).toMatchObject({
    before: expect.stringContaining(NEW_ANSWER),
    after: original,
  });
});

test('without JavaScript, entries are added and removed through the server and a save still publishes', async ({
  browser,
}) => {
  const page = await editorPage(browser, '/admin/content/faq', false);
  const list = page.locator(`#${inputId([])}`);
  const count = Number(await list.locator(`input[type=hidden]`).first().inputValue());
  await page.getByRole('button', { name: /^Add an entry to FAQ/ }).click();
  const added = count; // the new entry's index
  await page.locator(`#${inputId([added, 'id'])}`).fill('no-js-question');
  await page.locator(`#${inputId([added, 'question'])}`).fill('Can I edit the FAQ without JavaScript?');
  await page.locator(`#${inputId([added, 'answer'])}`).fill('Yes: every button of the editor posts a plain form.');
  await page.getByRole('button', { name: 'Save and publish' }).click();
  await expect(page.getByRole('status')).toContainText('Saved and published');
  expect(await pageText('/faq')).toContain('Can I edit the FAQ without JavaScript?');

  await page.getByRole('button', { name: `Remove Entry ${count + 1} of FAQ` }).click();
  await page.getByRole('button', { name: 'Save and publish' }).click();
  await expect(page.getByRole('status')).toContainText('Saved and published');
  expect(await pageText('/faq')).not.toContain('Can I edit the FAQ without JavaScript?');
});

test('an editor translates a content file: the Korean FAQ starts from the English text and is published to /ko/faq only', async ({
  browser,
}) => {
  // Whatever Korean FAQ the repository ships, this starts from none.
  fs.rmSync(path.join(server.contentDir, 'ko', 'faq.yaml'), { force: true });
  const overview = await browser.newContext({ baseURL: server.baseURL });
  await overview.addCookies([{ ...cookie, url: server.baseURL }]);
  const list = await overview.newPage();
  await list.goto('/admin/content');
  const faqRow = list.getByRole('row').filter({ has: list.getByRole('link', { name: 'FAQ', exact: true }) });
  await expect(faqRow.getByRole('link', { name: '한국어' })).toHaveAttribute('href', '/admin/content/faq.ko');
  await expect(faqRow).toContainText('not written: English is shown');

  const page = await editorPage(browser, '/admin/content/faq.ko');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('한국어');
  await expect(page.getByText('No translation yet')).toBeVisible();
  const englishAnswer = await page.locator(`#${SECOND_ANSWER}`).inputValue();
  expect(englishAnswer.length).toBeGreaterThan(20);
  expect(read('faq.yaml')).toContain(englishAnswer.slice(0, 40));
  const KOREAN_ANSWER = '승인 후 보통 영업일 기준 4일 이내에 게재되며, 패키지에서 약속한 기한을 넘기지 않습니다.';
  await page.locator(`#${SECOND_ANSWER}`).fill(KOREAN_ANSWER);
  await page.getByRole('button', { name: 'Save and publish' }).click();
  await expect(page.getByRole('status')).toContainText('Saved and published');

  expect(read('ko/faq.yaml')).toContain(KOREAN_ANSWER);
  expect(read('faq.yaml')).not.toContain(KOREAN_ANSWER);
  expect(await pageText('/ko/faq')).toContain(KOREAN_ANSWER);
  expect(await pageText('/faq')).toContain(englishAnswer);
  expect(await pageText('/faq')).not.toContain(KOREAN_ANSWER);
  expect(auditEntries('content-save')[0].target).toBe('content:ko/faq.yaml');
  await overview.close();
});
