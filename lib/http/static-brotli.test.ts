import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaders } from '@/lib/config/security-headers.mjs';
import { acceptsBrotli, compressStaticAssets, staticBrotli } from './static-brotli.mjs';

const script = 'export const greeting = "hello";\n'.repeat(200);
const styles = '.card{padding:1rem;border-radius:.5rem}\n'.repeat(200);

function staticFolder(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'static-brotli-'));
  mkdirSync(path.join(dir, 'chunks'));
  writeFileSync(path.join(dir, 'chunks', 'app.js'), script);
  writeFileSync(path.join(dir, 'chunks', 'site.css'), styles);
  writeFileSync(path.join(dir, 'chunks', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

describe('acceptsBrotli', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['BR', true],
    ['gzip;q=1.0, br;q=0.5', true],
    ['gzip', false],
    ['br;q=0', false],
    ['br; q=0.000', false],
    ['*', false],
    ['brotli', false],
    ['', false],
    [undefined, false],
  ])('%j → %s', (header, expected) => {
    expect(acceptsBrotli(header)).toBe(expected);
  });
});

describe('compressStaticAssets', () => {
  it('writes a Brotli copy of every script and style sheet, once, and again when the file changes', () => {
    const dir = staticFolder();
    try {
      expect(compressStaticAssets(dir)).toBe(2);
      const js = path.join(dir, 'chunks', 'app.js');
      expect(zlib.brotliDecompressSync(readFileSync(`${js}.br`)).toString()).toBe(script);
      expect(zlib.brotliDecompressSync(readFileSync(path.join(dir, 'chunks', 'site.css.br'))).toString()).toBe(styles);
      expect(readFileSync(`${js}.br`).length).toBeLessThan(script.length / 10);
      expect(() => statSync(path.join(dir, 'chunks', 'logo.svg.br'))).toThrow();

      expect(compressStaticAssets(dir)).toBe(0);

      writeFileSync(js, 'export const greeting = "changed";\n');
      const later = new Date(statSync(`${js}.br`).mtimeMs + 1000);
      utimesSync(js, later, later);
      expect(compressStaticAssets(dir)).toBe(1);
      expect(zlib.brotliDecompressSync(readFileSync(`${js}.br`)).toString()).toBe(
        'export const greeting = "changed";\n',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('staticBrotli', () => {
  let dir: string;
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    dir = staticFolder();
    compressStaticAssets(dir);
    const serve = staticBrotli(dir);
    // What answers when the handler declines stands in for Next.
    server = http.createServer((request, response) => {
      if (serve(request, response)) return;
      response.setHeader('x-answered-by', 'next');
      response.end('next');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  function get(url: string, headers: Record<string, string>, method = 'GET') {
    return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .request(`${base}${url}`, { method, headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
          );
        })
        .on('error', reject)
        .end();
    });
  }

  it('answers a browser that accepts Brotli with the precompressed file and the site headers', async () => {
    const response = await get('/_next/static/chunks/app.js?dpl=1', { 'accept-encoding': 'gzip, br' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('application/javascript; charset=UTF-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    for (const { key, value } of securityHeaders(false)) expect(response.headers[key.toLowerCase()]).toBe(value);
    expect(zlib.brotliDecompressSync(response.body).toString()).toBe(script);

    const css = await get('/_next/static/chunks/site.css', { 'accept-encoding': 'br' });
    expect(css.headers['content-type']).toBe('text/css; charset=UTF-8');
    expect(zlib.brotliDecompressSync(css.body).toString()).toBe(styles);
  });

  it('answers HEAD with the headers only', async () => {
    const response = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(response.headers['content-encoding']).toBe('br');
    expect(Number(response.headers['content-length'])).toBeGreaterThan(0);
    expect(response.body.length).toBe(0);
  });

  it.each([
    ['no Brotli', '/_next/static/chunks/app.js', { 'accept-encoding': 'gzip' }],
    ['Brotli refused', '/_next/static/chunks/app.js', { 'accept-encoding': 'gzip, br;q=0' }],
    ['a byte range', '/_next/static/chunks/app.js', { 'accept-encoding': 'br', range: 'bytes=0-10' }],
    ['a file without a copy', '/_next/static/chunks/logo.svg', { 'accept-encoding': 'br' }],
    ['a path out of the folder', '/_next/static/../static-brotli.test.ts', { 'accept-encoding': 'br' }],
    ['an encoded path', '/_next/static/chunks/app%2Ejs', { 'accept-encoding': 'br' }],
    ['another prefix', '/static/chunks/app.js', { 'accept-encoding': 'br' }],
  ])('leaves %s to Next', async (_case, url, headers) => {
    const response = await get(url, headers);
    expect(response.headers['x-answered-by']).toBe('next');
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('leaves other methods to Next', async () => {
    const response = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br' }, 'POST');
    expect(response.headers['x-answered-by']).toBe('next');
  });
});
