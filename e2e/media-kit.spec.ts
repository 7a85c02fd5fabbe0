/**
 * The media kit (docs/behaviour.md#media-kit) in two languages: every file the page lists downloads
 * without a form, and the "download all" ZIP opens and holds every one of them.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { HtmlValidate } from 'html-validate';

/** The ZIP entry names the page's download links declare, and the links themselves. */
async function listed(request: APIRequestContext, url: string) {
  const html = await (await request.get(url)).text();
  return [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*data-zip-entry="([^"]+)"/g)].map((m) => ({ href: m[1], entry: m[2] }));
}

function zipNames(body: Buffer): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kit-zip-'));
  const file = path.join(dir, 'kit.zip');
  fs.writeFileSync(file, body);
  try {
    // `unzip -Z1` lists one name a line; `unzip -t` checks every entry's CRC.
    expect(execFileSync('unzip', ['-tq', file]).toString()).toContain('No errors detected');
    return execFileSync('unzip', ['-Z1', file]).toString().trim().split('\n');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

for (const prefix of ['', '/ja']) {
  test(`${prefix || '/en'}/media lists logos, a portrait, the fact sheet and colours, each downloadable`, async ({ request }) => {
    const files = await listed(request, `${prefix}/media`);
    const entries = files.map((file) => file.entry);
    for (const expected of ['logos/kairo-pr-logo-light.svg', 'logos/kairo-pr-logo-dark.png', 'leadership/linh-tran.jpg', 'brand-colours.txt']) {
      expect(entries).toContain(expected);
    }
    expect(entries).toContain(`fact-sheet-${prefix ? 'ja' : 'en'}.txt`);
    for (const { href } of files) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
      expect((await response.body()).length, href).toBeGreaterThan(100);
    }
    const sheet = await (await request.get(`/media/fact-sheet-${prefix ? 'ja' : 'en'}.txt`)).text();
    expect(sheet).toContain('Linh Tran');
    expect(sheet).toContain(prefix ? '報道関係のお問い合わせ' : 'Press contact');
  });
}

test('the ZIP is streamed, opens, and holds every file the page lists', async ({ request }) => {
  const response = await request.get('/media/kit.zip');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/zip');
  expect(response.headers()['content-disposition']).toContain('attachment; filename="kairo-pr-media-kit.zip"');
  const names = zipNames(await response.body());
  for (const prefix of ['', '/ko']) {
    for (const { entry } of await listed(request, `${prefix}/media`)) expect(names, entry).toContain(entry);
  }
  expect(names).toEqual(expect.arrayContaining(['fact-sheet-en.txt', 'fact-sheet-vi.txt', 'fact-sheet-zh.txt', 'fact-sheet-ko.txt', 'fact-sheet-ja.txt']));
  expect(names.every((name) => /^[a-z0-9/.-]+$/.test(name) && !name.includes('..'))).toBe(true);
});

test('unknown media paths are 404', async ({ request }) => {
  for (const url of ['/media/fact-sheet-xx.txt', '/media/library/ABOUT.png', '/media/library/nothing-here.png', '/media/other.zip']) {
    expect((await request.get(url)).status(), url).toBe(404);
  }
});

test('html-validate finds no errors on the media kit pages', async ({ request }) => {
  const config = JSON.parse(fs.readFileSync(path.join(process.cwd(), '.htmlvalidate.json'), 'utf8'));
  const validator = new HtmlValidate(config);
  const errors: string[] = [];
  for (const url of ['/media', '/ko/media']) {
    const report = await validator.validateString(await (await request.get(url)).text(), 'page.html');
    for (const result of report.results) for (const message of result.messages) errors.push(`${url}: [${message.ruleId}] ${message.message}`);
  }
  expect(errors).toEqual([]);
});
