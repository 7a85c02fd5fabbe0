/**
 * The standalone build, as the container runs it: `.next/standalone` copied away from the repository
 * (so nothing can be resolved from the repository's node_modules or files) and started with
 * `node server.js`. Smoke: home, an article, an inquiry, a chat reply, health.
 */
import { expect, test } from '@playwright/test';
import { cpSync, existsSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { inquiry, postJson, root, sseFrames, startSite, storedEmails, tempDir, type Site } from './harness';

const distDir = process.env.NEXT_DIST_DIR || '.next';

let site: Site;
let copyDir: string;

test.beforeAll(async () => {
  copyDir = tempDir('kairo-standalone-');
  const copy = path.join(copyDir, 'app');
  cpSync(path.join(root, distDir, 'standalone'), copy, { recursive: true });
  expect(existsSync(path.join(copy, distDir, 'static'))).toBe(true);
  expect(readdirSync(path.join(copy, 'content', 'newsroom')).length).toBeGreaterThan(0);
  site = await startSite({ cwd: copy, entry: 'server.js' });
});

test.afterAll(async () => {
  await site?.stop();
  if (copyDir) rmSync(copyDir, { recursive: true, force: true });
});

test('serves the home page and its static assets', async () => {
  const home = await fetch(`${site.url}/`);
  expect(home.status).toBe(200);
  const html = await home.text();
  expect(html).toContain('Kairo PR');
  // The inlined style sheet is in the document once, as its <style>: the payload's copy is emptied.
  expect(html.match(/<style data-precedence="next" data-href="[^"]+\.css">([\s\S]*?)<\/style>/)?.[1]).toContain(
    '--font-sans',
  );
  const payload = [...html.matchAll(/self\.__next_f\.push\((\[1,"(?:[^"\\]|\\.)*"\])\)/g)]
    .map((part) => (JSON.parse(part[1]) as [number, string])[1])
    .join('');
  expect(payload).toContain('"precedence":"next"');
  expect(payload).not.toContain('--font-sans');
  const script = html.match(/src="(\/_next\/static\/[^"]+\.js)"/)?.[1];
  expect(script).toBeTruthy();
  expect((await fetch(`${site.url}${script}`)).status).toBe(200);
});

test('answers with Brotli where the browser takes it, pages and precompressed scripts alike', async () => {
  const brotli = { headers: { 'accept-encoding': 'gzip, br' } };
  const home = await fetch(`${site.url}/`, brotli);
  expect(home.headers.get('content-encoding')).toBe('br');
  const html = await home.text();
  expect(html).toContain('Kairo PR');
  const script = html.match(/src="(\/_next\/static\/[^"]+\.js)"/)?.[1];
  const compressed = await fetch(`${site.url}${script}`, brotli);
  expect(compressed.headers.get('content-encoding')).toBe('br');
  expect(compressed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  const gzip = await fetch(`${site.url}${script}`, { headers: { 'accept-encoding': 'gzip' } });
  expect(gzip.headers.get('content-encoding')).toBe('gzip');
  expect(await compressed.text()).toBe(await gzip.text());
});

test('answers a prerendered page from its Brotli copy at the highest quality once it is made', async () => {
  const url = `${site.url}/pricing`;
  const raw = (encoding: string) =>
    new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get(url, { headers: { 'accept-encoding': encoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });
  const first = await raw('gzip, br');
  expect(first.headers['content-encoding']).toBe('br');
  expect(first.headers['content-length']).toBeUndefined();
  let kept = first;
  await expect
    .poll(async () => (kept = await raw('gzip, br')).headers['content-length'], { timeout: 15_000 })
    .toBeDefined();
  expect(kept.headers['content-encoding']).toBe('br');
  expect(kept.body.length).toBeLessThan(first.body.length);
  const text = zlib.brotliDecompressSync(kept.body).toString();
  expect(text).toBe(zlib.brotliDecompressSync(first.body).toString());
  expect(text).toBe(zlib.gunzipSync((await raw('gzip')).body).toString());
});

test('serves an article from the newsroom', async () => {
  const article = await fetch(`${site.url}/prstudio/pitching-journalists-in-southeast-asia`);
  expect(article.status).toBe(200);
  expect(await article.text()).toContain('Pitching Journalists in Southeast Asia');
});

test('stores an inquiry before acknowledging it', async () => {
  const email = `standalone-${Date.now()}@example.com`;
  const response = await postJson(`${site.url}/api/inquiry`, inquiry(email));
  expect(response.status).toBe(200);
  expect(storedEmails(site.dataDir).has(email)).toBe(true);
});

test('streams a chat reply', async () => {
  const created = await postJson(`${site.url}/api/conversations`, { purpose: 'chat' });
  expect(created.status).toBe(201);
  const { conversationId } = (await created.json()) as { conversationId: string };
  const frames = sseFrames(await fetch(`${site.url}/api/conversations/${conversationId}/stream`));
  expect((await frames.next()).value).toBe(': connected');
  const sent = await postJson(`${site.url}/api/conversations/${conversationId}/messages`, {
    text: 'How much is the PR Package?',
  });
  expect(sent.status).toBe(202);
  const types: string[] = [];
  for await (const frame of frames) {
    // An event frame is its `id:` line, then its `data:` line.
    const data = frame.split('\n').find((line) => line.startsWith('data: '));
    if (!data) continue;
    types.push((JSON.parse(data.slice(6)) as { type: string }).type);
    if (types.at(-1) !== 'text-delta') break;
  }
  expect(types.at(0)).toBe('text-delta');
  expect(types.at(-1)).toBe('finish');
});

test('answers health, liveness and readiness', async () => {
  expect(await (await fetch(`${site.url}/api/health`)).json()).toEqual({
    status: 'ok',
    provider: 'embedded',
    database: 'ok',
    failedDeliveries: 0,
  });
  expect(await (await fetch(`${site.url}/api/health/live`)).json()).toEqual({ status: 'ok' });
  const ready = await fetch(`${site.url}/api/health/ready`);
  expect(ready.status).toBe(200);
  expect(await ready.json()).toEqual({ status: 'ready', failedDeliveries: 0 });
});
