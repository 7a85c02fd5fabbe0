import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { translatedLocales } from '@/lib/i18n/locales';
import { localizedNotFound, notFoundPagePath, PREFIXED_LOCALES, publicPageLocale } from './localized-not-found.mjs';

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/**
 * A server answering as Next does: each language's 404 page (status 200, as Next would), a page that
 * exists, and for anything else the empty 404 shell, written in parts. The hook runs first, as in
 * server.mjs (the e2e suite checks the real server: e2e/i18n-not-found.spec.ts).
 */
async function serve() {
  let origin = '';
  const hook = localizedNotFound(() => origin);
  const server = http.createServer((req, res) => {
    hook(req, res);
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('cache-control', 'private, no-store');
    if (path.endsWith('/page-not-found')) return void res.end(`<html lang="${path.split('/')[1] || 'en'}">full 404</html>`);
    if (path === '/ja/pricing') return void res.end('<html lang="ja">料金</html>');
    if (path === '/api/x') return void res.writeHead(404).end('{}');
    res.statusCode = 404;
    res.setHeader('content-length', '33');
    res.write('<html id="__next_error__">');
    res.end('</html>');
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return origin;
}

describe('localizedNotFound', () => {
  it('answers a 404 page request with the full 404 page of the URL\'s language, status 404', async () => {
    const origin = await serve();
    for (const [path, lang] of [
      ['/ja/prstudio/no-such-article', 'ja'],
      ['/vi/does-not-exist', 'vi'],
      ['/prstudio/no-such-article', 'en'],
    ]) {
      const answer = await fetch(origin + path);
      expect(answer.status, path).toBe(404);
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
      expect(await answer.text(), path).toBe(`<html lang="${lang === 'en' ? 'page-not-found' : lang}">full 404</html>`);
    }
  });

  it('answers the 404 page\'s own URL with 404, and leaves other answers alone', async () => {
    const origin = await serve();
    expect((await fetch(`${origin}/ko/page-not-found`)).status).toBe(404);
    const page = await fetch(`${origin}/ja/pricing`);
    expect([page.status, await page.text()]).toEqual([200, '<html lang="ja">料金</html>']);
    const api = await fetch(`${origin}/api/x`);
    expect([api.status, await api.text()]).toEqual([404, '{}']);
    const rsc = await fetch(`${origin}/ja/missing`, { headers: { rsc: '1' } });
    expect([rsc.status, await rsc.text()]).toEqual([404, '<html id="__next_error__"></html>']);
    const head = await fetch(`${origin}/ja/missing`, { method: 'HEAD' });
    expect(head.status).toBe(404);
  });

  it('knows the same languages as lib/i18n/locales.ts and only public page paths', () => {
    expect(PREFIXED_LOCALES).toEqual(translatedLocales);
    expect(publicPageLocale('/ja/about')).toBe('ja');
    expect(publicPageLocale('/japan')).toBe('');
    expect(publicPageLocale('/_next/static/x')).toBeNull();
    expect(publicPageLocale('/admin/leads')).toBeNull();
    expect(publicPageLocale('/ja/prstudio/rss.xml')).toBeNull();
    expect(notFoundPagePath('zh')).toBe('/zh/page-not-found');
  });
});
