import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { pageBrotliCache } from './page-brotli-cache.mjs';
import { highestQualityBrotli } from './static-brotli.mjs';

type Page = { status?: number; cache?: string; type?: string; body: string };

const page = (text: string) => `<!DOCTYPE html><html><body>${`<p>${text}</p>`.repeat(300)}</body></html>`;

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/**
 * A server answering as Next does for a page from its cache: status and headers set, the body written
 * in two parts, then end() without one. `pages` can change between requests.
 */
// server.mjs runs it inside the compression middleware; how the two combine is checked on the real
// server (e2e/operations/standalone.spec.ts).
async function serve(pages: Record<string, Page>, options: { maxBytes?: number } = {}) {
  const hook = pageBrotliCache({ maxBytes: options.maxBytes });
  const server = http.createServer((req, res) => {
    hook(req, res);
    const found = pages[req.url ?? ''];
    if (!found) return void res.writeHead(404).end();
    res.statusCode = found.status ?? 200;
    res.setHeader('content-type', found.type ?? 'text/html; charset=utf-8');
    if (found.cache) res.setHeader('x-nextjs-cache', found.cache);
    const half = Math.floor(found.body.length / 2);
    res.write(found.body.slice(0, half));
    res.write(Buffer.from(found.body.slice(half)));
    res.end();
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function get(url: string, headers: Record<string, string> = { 'accept-encoding': 'gzip, br' }) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

// The kept copy is the one answer with a length: everything else is written as it comes.
const isKept = (res: { headers: http.IncomingHttpHeaders }) =>
  res.headers['content-encoding'] === 'br' && res.headers['content-length'] !== undefined;

/** Requests until the answer is the kept Brotli copy (the first request only starts compressing it). */
async function untilKept(url: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const res = await get(url);
    if (isKept(res)) return res;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${url} was never answered from a kept copy`);
}

const text = (res: { headers: http.IncomingHttpHeaders; body: Buffer }) =>
  res.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(res.body).toString() : res.body.toString();

describe('pageBrotliCache', () => {
  it('answers a cached page first as it is, then from its Brotli copy, with the same bytes', async () => {
    const body = page('first');
    const base = await serve({ '/': { cache: 'HIT', body } });
    const first = await get(base + '/');
    expect(first.headers['content-encoding']).toBeUndefined();
    expect(first.body.toString()).toBe(body);

    const kept = await untilKept(base + '/');
    expect(kept.status).toBe(200);
    expect(Number(kept.headers['content-length'])).toBe(kept.body.length);
    expect(kept.body.length).toBeLessThan(body.length / 10);
    expect(text(kept)).toBe(body);
  });

  it('keeps RSC payloads and stale pages too, and answers a browser without Brotli as before', async () => {
    const flight = page('flight');
    const base = await serve({
      '/rsc': { cache: 'STALE', type: 'text/x-component', body: flight },
      '/page': { cache: 'HIT', body: page('page') },
    });
    expect(text(await untilKept(base + '/rsc'))).toBe(flight);
    await untilKept(base + '/page');
    const plain = await get(base + '/page', { 'accept-encoding': 'gzip' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(page('page'));
    const refused = await get(base + '/page', { 'accept-encoding': 'gzip, br;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('never answers with an old copy once the page has changed', async () => {
    const pages: Record<string, Page> = { '/': { cache: 'HIT', body: page('before') } };
    const base = await serve(pages);
    await untilKept(base + '/');
    pages['/'] = { cache: 'STALE', body: page('after') };
    const changed = await get(base + '/');
    expect(changed.headers['content-encoding']).toBeUndefined();
    expect(changed.body.toString()).toBe(page('after'));
    expect(text(await untilKept(base + '/'))).toBe(page('after'));
  });

  it('leaves pages rendered for the request, errors and other types alone', async () => {
    const base = await serve({
      '/miss': { cache: 'MISS', body: page('miss') },
      '/dynamic': { body: page('dynamic') },
      '/gone': { cache: 'HIT', status: 404, body: page('gone') },
      '/data': { cache: 'HIT', type: 'application/json', body: JSON.stringify({ a: page('json') }) },
    });
    for (const path of ['/miss', '/dynamic', '/gone', '/data']) {
      for (let attempt = 0; attempt < 5; attempt++) {
        const res = await get(base + path);
        expect(res.headers['content-encoding'], path).toBeUndefined();
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  });

  it('streams a page rendered for the request: its first part arrives before it ends', async () => {
    const hook = pageBrotliCache();
    let release: () => void = () => {};
    const server = http.createServer((req, res) => {
      hook(req, res);
      res.setHeader('content-type', 'text/html');
      res.write('<p>shell</p>');
      new Promise<void>((resolve) => (release = resolve)).then(() => res.end('<p>rest</p>'));
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    const body = await new Promise<string>((resolve, reject) => {
      http
        .get(url, (res) => {
          let received = '';
          res.on('data', (chunk: Buffer) => {
            received += chunk.toString();
            if (received === '<p>shell</p>') release();
          });
          res.on('end', () => resolve(received));
        })
        .on('error', reject);
    });
    expect(body).toBe('<p>shell</p><p>rest</p>');
  });

  it('keeps no more than maxBytes: the least recently used copy goes first', async () => {
    const one = page('one');
    const two = page('two');
    const size = zlib.brotliCompressSync(one, highestQualityBrotli(one.length)).length;
    const base = await serve(
      { '/one': { cache: 'HIT', body: one }, '/two': { cache: 'HIT', body: two } },
      {
        maxBytes: Math.floor(size * 1.5),
      },
    );
    await untilKept(base + '/one');
    await untilKept(base + '/two');
    expect(isKept(await get(base + '/one'))).toBe(false);
  });
});
