import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freePort } from '@/test/servers/process';
import { useRedisServer } from '@/test/helpers/redis';
import { redisUnavailable } from '@/test/servers/redis';
import { skipMessage } from '@/test/servers/skip';
import RedisCacheHandler, { decodeEntry, encodeEntry, RedisCacheStore } from './redis-cache-handler.mjs';

const page = (html: string, tags: string) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from(`rsc of ${html}`),
  segmentData: new Map([['/_tree', Buffer.from([0, 1, 2, 255])]]),
  headers: { 'x-next-cache-tags': tags },
  status: 200,
});
const route = (body: string, tags: string) => ({
  kind: 'APP_ROUTE',
  body: Buffer.from(body),
  headers: { 'content-type': 'application/rss+xml', 'x-next-cache-tags': tags },
  status: 200,
});
const fetched = (data: string) => ({ kind: 'FETCH', data: { headers: {}, body: data, status: 200, url: '' }, revalidate: 300 });

describe('cache entry encoding', () => {
  it('keeps Buffers and Maps through JSON', () => {
    const value = page('<p>hi</p>', 'a,b');
    const decoded = decodeEntry(encodeEntry({ value }));
    expect(Buffer.isBuffer(decoded.value.rscData)).toBe(true);
    expect(decoded.value.rscData.toString()).toBe('rsc of <p>hi</p>');
    expect(decoded.value.segmentData).toBeInstanceOf(Map);
    expect([...decoded.value.segmentData.get('/_tree')]).toEqual([0, 1, 2, 255]);
    expect(decoded.value.headers).toEqual(value.headers);
  });
});

describe.skipIf(skipMessage(redisUnavailable()))('Redis cache store (real server)', () => {
  const redis = useRedisServer();

  /** Each "instance" has its own connection, as two servers would. */
  async function instance(buildId = 'build-1'): Promise<RedisCacheStore> {
    return new RedisCacheStore({ client: await redis.connect(), prefix: 'test:', buildId });
  }

  it('an entry written by A is served by B, with its lifetime and binary parts', async () => {
    const [a, b] = [await instance(), await instance()];
    await a.set('/pr-studio', page('<h1>v1</h1>', '_N_T_/layout,_N_T_/pr-studio'), { cacheControl: { revalidate: 300, expire: 31536000 } });
    const hit = await b.get('/pr-studio', { kind: 'APP_PAGE' });
    expect(hit?.value.html).toBe('<h1>v1</h1>');
    expect(hit?.value.rscData.toString()).toBe('rsc of <h1>v1</h1>');
    expect(hit?.cacheControl).toEqual({ revalidate: 300, expire: 31536000 });
    expect(hit!.lastModified).toBeGreaterThan(Date.now() - 60_000);
  });

  it('revalidateTag on A invalidates a route handler entry (the RSS feed) on B by the tags in its header', async () => {
    const [a, b] = [await instance(), await instance()];
    await b.set('/prstudio/rss.xml', route('<rss>v1</rss>', '_N_T_/layout,_N_T_/prstudio/rss.xml,feed'), {});
    expect((await b.get('/prstudio/rss.xml', { kind: 'APP_ROUTE' }))?.value.body.toString()).toBe('<rss>v1</rss>');
    await a.revalidateTag(['feed']);
    expect(await b.get('/prstudio/rss.xml', { kind: 'APP_ROUTE' })).toBeNull();
    await b.set('/prstudio/rss.xml', route('<rss>v2</rss>', '_N_T_/layout,_N_T_/prstudio/rss.xml,feed'), {});
    expect((await a.get('/prstudio/rss.xml', { kind: 'APP_ROUTE' }))?.value.body.toString()).toBe('<rss>v2</rss>');
  });

  it('revalidateTag on A invalidates an unstable_cache entry on B by its tags, and by implicit path tags at read time', async () => {
    const [a, b] = [await instance(), await instance()];
    await b.set('feed-key', fetched('items v1'), { fetchCache: true, tags: ['feed'] });
    const readCtx = { kind: 'FETCH', tags: ['feed'], softTags: ['_N_T_/layout', '_N_T_/pr-studio'] };
    expect((await b.get('feed-key', readCtx))?.value.data.body).toBe('items v1');
    await a.revalidateTag('feed');
    expect(await b.get('feed-key', readCtx)).toBeNull();

    await b.set('other-key', fetched('x'), { fetchCache: true, tags: ['services'] });
    await a.revalidateTag('_N_T_/pr-studio');
    expect(await b.get('other-key', readCtx)).toBeNull();
    expect((await b.get('other-key', { kind: 'FETCH', tags: ['services'], softTags: ['_N_T_/services'] }))?.value.data.body).toBe('x');
  });

  it('leaves entries with other tags alone', async () => {
    const [a, b] = [await instance(), await instance()];
    await a.set('/services', page('<h1>services</h1>', '_N_T_/layout,_N_T_/services,services'), {});
    await b.revalidateTag(['feed', 'case-studies']);
    expect((await a.get('/services', { kind: 'APP_PAGE' }))?.value.html).toBe('<h1>services</h1>');
  });

  it('keeps builds apart, so a rolling deploy never serves another build\'s HTML', async () => {
    const [old, next] = [await instance('build-1'), await instance('build-2')];
    await old.set('/only-old', page('<h1>old</h1>', ''), {});
    expect(await next.get('/only-old', { kind: 'APP_PAGE' })).toBeNull();
  });
});

describe('cache handler without Redis', () => {
  const dirs: string[] = [];
  afterEach(() => {
    vi.unstubAllEnvs();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('misses and drops writes instead of failing while Redis is unreachable, and fails a revalidation visibly', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kairo-cache-'));
    dirs.push(dir);
    mkdirSync(path.join(dir, 'server'));
    writeFileSync(path.join(dir, 'BUILD_ID'), 'build-x');
    vi.stubEnv('REDIS_URL', `redis://127.0.0.1:${await freePort()}`);
    const handler = new RedisCacheHandler({ serverDistDir: path.join(dir, 'server'), revalidatedTags: [], _requestHeaders: {} });
    expect(await handler.get('/pr-studio', { kind: 'APP_PAGE' })).toBeNull();
    await expect(handler.set('/pr-studio', page('<h1>x</h1>', ''), {})).resolves.toBeUndefined();
    await expect(handler.revalidateTag(['feed'])).rejects.toThrow();
  });

  it('without REDIS_URL hands every call to Next\'s own file-system cache', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kairo-cache-'));
    dirs.push(dir);
    mkdirSync(path.join(dir, 'server'));
    vi.stubEnv('REDIS_URL', '');
    const ctx = { fs: nodeFs, flushToDisk: true, serverDistDir: path.join(dir, 'server'), revalidatedTags: [], _requestHeaders: {} };
    const handler = new RedisCacheHandler(ctx);
    const entry = { kind: 'FETCH', data: { headers: {}, body: 'e30=', status: 200, url: 'https://feed.example' }, revalidate: 60, tags: ['feed'] };
    await handler.set('feed-key', entry, { fetchCache: true, tags: ['feed'] });
    // A second handler object (Next makes one per request) reads what the first wrote to disk.
    expect(await new RedisCacheHandler(ctx).get('feed-key', { kind: 'FETCH', tags: ['feed'], softTags: [] })).toMatchObject({ value: entry });
  });
});

