/**
 * An editor uploads a PNG to the media library without JavaScript, against a server whose
 * CONTENT_DIR is a temporary copy (../content-server.ts): the file lands re-encoded under
 * CONTENT_DIR/media/library (its metadata gone), the upload is in the audit log, and the public
 * media kit shows it with its release at once and puts it in the ZIP. A file that is not an image
 * is refused, whatever its name, and nothing is stored.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import type { ContentServer } from '../content-server';
import { openEditorServer, type EditorServer } from './editor-server';
import { auditEntries } from './staff';

test.describe.configure({ mode: 'serial' });

let server: ContentServer;
let api: APIRequestContext;
let cookie: { name: string; value: string };
let editor: EditorServer | undefined;

const RELEASE = 'kairo-pr-expands-ho-chi-minh-city-office';
const library = () => path.join(server.contentDir, 'media', 'library');

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(180_000);
  editor = await openEditorServer(playwright);
  ({ server, api, cookie } = editor);
});

test.afterAll(async () => {
  await editor?.close();
});

async function libraryPage(browser: Browser) {
  const context = await browser.newContext({ baseURL: server.baseURL, javaScriptEnabled: false });
  await context.addCookies([{ ...cookie, url: server.baseURL }]);
  const page = await context.newPage();
  await page.goto('/admin/content/media');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Media library');
  return page;
}

test('an uploaded PNG lands re-encoded in the library and in the media kit and its ZIP', async ({ browser }, testInfo) => {
  const original = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#b45309' } })
    .png({ compressionLevel: 0 })
    .withMetadata({ exif: { IFD0: { Copyright: 'camera-owner-marker' } } })
    .toBuffer();
  const page = await libraryPage(browser);
  await page.getByLabel('Image').setInputFiles({ name: 'Team Photo.png', mimeType: 'image/png', buffer: original });
  await page.getByLabel('Alt text').fill('The Ho Chi Minh City team in the new District 1 office');
  await page.getByLabel('Caption').fill('The new office on Le Thanh Ton Street');
  await page.getByLabel('Credit').fill('Kairo PR');
  await page.getByLabel('Release').selectOption(RELEASE);
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('status')).toContainText('added to the media kit');

  const stored = fs.readdirSync(library()).filter((name) => name.endsWith('.png'));
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatch(/^team-photo-[0-9a-f]{12}\.png$/);
  const bytes = fs.readFileSync(path.join(library(), stored[0]));
  expect(bytes.equals(original)).toBe(false);
  expect(bytes.length).toBeLessThan(original.length);
  expect(bytes.includes(Buffer.from('camera-owner-marker'))).toBe(false);
  expect((await sharp(bytes).metadata()).width).toBe(900);
  await expect(page.getByTestId('media-row')).toHaveCount(1);
  expect(auditEntries('media-upload').map((entry) => entry.target)).toEqual([`media:${stored[0]}`]);

  const served = await api.get(`/media/library/${stored[0]}`);
  expect(served.headers()['content-type']).toBe('image/png');
  expect((await served.body()).equals(bytes)).toBe(true);

  const kit = await (await api.get('/media')).text();
  expect(kit).toContain(`data-zip-entry="releases/${RELEASE}/${stored[0]}"`);
  expect(kit).toContain('The new office on Le Thanh Ton Street');
  const zip = testInfo.outputPath('kit.zip');
  fs.writeFileSync(zip, await (await api.get('/media/kit.zip')).body());
  expect(execFileSync('unzip', ['-Z1', zip]).toString().split('\n')).toContain(`releases/${RELEASE}/${stored[0]}`);
});

test('a file that is not an image is refused, whatever its name, and nothing is stored', async ({ browser }) => {
  const before = fs.readdirSync(library()).length;
  const page = await libraryPage(browser);
  await page.getByLabel('Image').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') });
  await page.getByLabel('Alt text').fill('Not really a logo');
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('alert')).toContainText('Only JPEG, PNG and WebP images are accepted');
  expect(fs.readdirSync(library())).toHaveLength(before);
});
