import { describe, expect, it } from 'vitest';
import { trailingSlashRedirect, trailingSlashTarget } from './trailing-slash';

describe('trailingSlashTarget', () => {
  it('drops the trailing slashes and keeps the query', () => {
    expect(trailingSlashTarget('/about/', '')).toBe('/about');
    expect(trailingSlashTarget('/prstudio/some-article///', '')).toBe('/prstudio/some-article');
    expect(trailingSlashTarget('/about/', '?x=1&y=%20')).toBe('/about?x=1&y=%20');
    expect(trailingSlashTarget('/api/inquiry/', '')).toBe('/api/inquiry');
  });

  it('leaves the root and paths without a trailing slash alone', () => {
    expect(trailingSlashTarget('/', '?x=1')).toBeNull();
    expect(trailingSlashTarget('/about', '')).toBeNull();
    expect(trailingSlashTarget('/robots.txt', '')).toBeNull();
  });

  it('never yields a path another host could be read from', () => {
    for (const [pathname, expected] of [
      ['//evil.example/', '/evil.example'],
      ['///evil.example//', '/evil.example'],
      ['/\\evil.example/', '/evil.example'],
      ['/\\/evil.example/', '/evil.example'],
      ['\\\\evil.example/', '/evil.example'],
      ['///', '/'],
    ]) {
      const target = trailingSlashTarget(pathname, '');
      expect(target).toBe(expected);
      expect(new URL(target!, 'https://kairo.example').origin).toBe('https://kairo.example');
    }
  });

  it('stays linear on a long run of slashes', () => {
    const pathname = `/${'/'.repeat(200_000)}x${'/'.repeat(200_000)}`;
    expect(trailingSlashTarget(pathname, '')).toBe('/x');
  });
});

describe('trailingSlashRedirect', () => {
  it('answers 308 to the same site with the security headers', () => {
    const response = trailingSlashRedirect('https://kairo.example/about/?x=1');
    expect(response?.status).toBe(308);
    expect(response?.headers.get('location')).toBe('https://kairo.example/about?x=1');
    expect(response?.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response?.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response?.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response?.headers.get('strict-transport-security')).toContain('max-age=');
  });

  it('keeps an open-redirect path on the site', () => {
    const response = trailingSlashRedirect('https://kairo.example//evil.example/');
    expect(new URL(response!.headers.get('location')!).origin).toBe('https://kairo.example');
  });

  it('passes other paths through', () => {
    expect(trailingSlashRedirect('https://kairo.example/')).toBeNull();
    expect(trailingSlashRedirect('https://kairo.example/about?next=/x/')).toBeNull();
  });
});
