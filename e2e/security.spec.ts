import { expect, test } from '@playwright/test';
import { publicPages } from '../lib/seo/public-routes';

const paths = ['/', '/sitemap', '/robots.txt', '/no-such-page'];

for (const path of paths) {
  test(`security headers on ${path}`, async ({ request }) => {
    const headers = (await request.get(path)).headers();
    const csp = headers['content-security-policy'];
    expect(csp).toBeDefined();
    expect(csp).not.toContain('unsafe-eval');
    for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'", "form-action 'self'"]) {
      expect(csp).toContain(directive);
    }
    expect(headers['strict-transport-security']).toContain('max-age=');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['x-powered-by']).toBeUndefined();
  });
}

test('pages log no CSP violations while they load and hydrate', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to/i.test(msg.text())) violations.push(msg.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`Refused to load: ${e.violatedDirective} ${e.blockedURI}`));
  });
  test.setTimeout(120_000);
  for (const path of publicPages) {
    await page.goto(path);
    await page.waitForLoadState('load');
    await page.waitForTimeout(250);
  }
  expect(violations).toEqual([]);
});

test.describe('undecodable paths answer 400 with the security headers, never a bare 500', () => {
  for (const path of ['/prstudio/%', '/prstudio/%E0%A4%A', '/%zz', '/api/conversations/%/messages', '/api/conversations/%E0%A4%A/stream']) {
    test(path, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(400);
      const headers = response.headers();
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['strict-transport-security']).toContain('max-age=');
      if (path.startsWith('/api/')) expect(await response.json()).toEqual({ error: expect.stringMatching(/not valid/) });
      else expect(await response.text()).toContain('<h1>Bad request</h1>');
    });
  }

  test('a path with valid percent-encoding is routed as usual', async ({ request }) => {
    expect((await request.get('/prstudio/caf%C3%A9')).status()).toBe(404);
  });
});

test.describe('trailing-slash redirects carry the security headers and stay on the site', () => {
  const expectSecurityHeaders = (headers: Record<string, string>) => {
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['strict-transport-security']).toContain('max-age=');
  };

  for (const [path, location] of [
    ['/about/', '/about'],
    ['/about/?x=1', '/about?x=1'],
    ['/services/', '/services'],
    ['/api/inquiry/', '/api/inquiry'],
    ['/prstudio/rss.xml/', '/prstudio/rss.xml'],
    ['/robots.txt/', '/robots.txt'],
  ]) {
    test(`${path} answers 308 to ${location}`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(308);
      expect(response.headers()['location']).toBe(location);
      expectSecurityHeaders(response.headers());
    });
  }

  test('the redirected pages answer 200 at once, with no loop', async ({ request }) => {
    for (const path of ['/about', '/about?x=1', '/prstudio/rss.xml', '/robots.txt', '/']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
    }
  });

  // Next's server answers `//` and `\` itself (a 308 collapsing them) before the proxy; either way
  // the Location must be a path on this site.
  for (const path of ['//evil.example/', '/\\evil.example/', '//evil.example/about/']) {
    test(`${path} never redirects to another host`, async ({ request, baseURL }) => {
      // Absolute, so the client sends the path as written instead of reading a host out of it.
      const response = await request.get(`${baseURL}${path}`, { maxRedirects: 0 });
      expect(response.status()).toBe(308);
      const location = response.headers()['location'];
      expect(location).toMatch(/^\/(?![/\\])/);
      expect(new URL(location, baseURL).origin).toBe(new URL(baseURL!).origin);
    });
  }

  test('files under /_next are left to Next: no redirect', async ({ request }) => {
    const response = await request.get('/_next/static/no-such-file.js/', { maxRedirects: 0 });
    expect(response.status()).toBe(404);
  });
});

test.describe('writes refuse cross-site browser requests', () => {
  const inquiry = {
    name: 'Cross Site',
    company: 'Elsewhere Ltd',
    email: 'cross@elsewhere.example',
    message: 'This inquiry was posted by a page on another site and must not be stored.',
  };

  for (const [label, headers] of [
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
  ] as const) {
    test(`403 with a JSON error for ${label}, on every write endpoint`, async ({ request }) => {
      for (const [url, data] of [
        ['/api/inquiry', inquiry],
        ['/api/conversations', { purpose: 'chat' }],
        ['/api/chat/contact', { name: 'A', company: 'B', email: 'a@b.example', goal: 'chat-widget' }],
      ] as const) {
        const response = await request.post(url, { data, headers });
        expect(response.status(), url).toBe(403);
        expect(await response.json()).toEqual({
          error: 'Cross-site requests are not accepted. Please use the form on this site.',
        });
      }
    });
  }

  test('same-site requests from the page and header-less requests (curl) succeed', async ({ page, request }) => {
    await page.goto('/contact');
    const fromPage = await page.evaluate(async () => {
      const response = await fetch('/api/conversations', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ purpose: 'chat' }),
      });
      return response.status;
    });
    expect(fromPage).toBe(201);
    expect((await request.post('/api/conversations', { data: { purpose: 'chat' } })).status()).toBe(201);
  });
});
