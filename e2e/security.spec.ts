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
