import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstScreenBytes, launchFirstScreenBrowser } from '../bench/lib/first-screen.mjs';
import { findChromium } from '../e2e/chromium';

/** A page whose first screen is a 700 px block of Japanese text; what follows starts at 900 px. */
const page = (below: string) =>
  '<!doctype html><html lang="ja"><head><style>body{margin:0}.tall{height:900px}</style></head><body>' +
  '<header><h1>見出し</h1></header><main><section class="tall"><p>最初の画面に収まる段落です。</p></section>' +
  `${below}<footer><p>フッター</p></footer></main></body></html>`;

const documents = new Map<string, string>([
  ['/below', page('<section id="next"><h2>次の節</h2></section>')],
  ['/short', '<!doctype html><html><head></head><body><p>短いページ</p></body></html>'],
]);

let server: http.Server;
let base: string;
let browser: Browser;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const html = documents.get(req.url ?? '');
    res.writeHead(html ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' }).end(html ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchFirstScreenBrowser({ chromePath: findChromium() });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

describe('the first screen a phone draws (bench/lib/first-screen.mjs)', () => {
  it('ends with the start tag of the first element wholly below the screen, counted in UTF-8 bytes', async () => {
    const html = documents.get('/below')!;
    const bytes = await firstScreenBytes(browser, `${base}/below`, html);
    const through = '<section id="next">';
    expect(bytes).toBe(Buffer.byteLength(html.slice(0, html.indexOf(through) + through.length)));
    expect(bytes).toBeGreaterThan(html.indexOf(through) + through.length);
  });

  it('is the whole document when nothing lies below the screen', async () => {
    const html = documents.get('/short')!;
    expect(await firstScreenBytes(browser, `${base}/short`, html)).toBe(Buffer.byteLength(html));
  });

  it('is unknown when the page loaded is not the document given', async () => {
    const other = page('<section><h2>別の節</h2><p>増えた段落</p></section>');
    expect(await firstScreenBytes(browser, `${base}/below`, other)).toBeNull();
  });
});
