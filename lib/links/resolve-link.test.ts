import { describe, expect, it } from 'vitest';
import { resolveLink } from './resolve-link';

const SITE = 'https://kairo-pr.example';

describe('resolveLink', () => {
  it('makes site paths and same-origin URLs internal paths', () => {
    expect(resolveLink('/pricing?plan=a#top', SITE)).toEqual({ href: '/pricing?plan=a#top', kind: 'internal' });
    expect(resolveLink('/a/../contact', SITE)).toEqual({ href: '/contact', kind: 'internal' });
    expect(resolveLink('https://kairo-pr.example/prstudio/x', SITE)).toEqual({ href: '/prstudio/x', kind: 'internal' });
    expect(resolveLink('#top', SITE)).toEqual({ href: '#top', kind: 'internal' });
  });

  it('keeps other origins absolute and external, and mailto as mail', () => {
    expect(resolveLink('https://wire.example/news/1', SITE)).toEqual({ href: 'https://wire.example/news/1', kind: 'external' });
    expect(resolveLink('https://kairo-pr.example:8443/x', SITE)?.kind).toBe('external');
    expect(resolveLink('mailto:a@b.co', SITE)).toEqual({ href: 'mailto:a@b.co', kind: 'mail' });
  });

  it('never makes a path that leads to another host internal', () => {
    const spoofs = [
      '/.//evil.example',
      '/..//evil.example',
      '/%2e//evil.example',
      '/%2E%2E//evil.example',
      '/./\\evil.example',
      '/\\evil.example',
      '/\\/evil.example/x',
      '//evil.example',
      '\\\\evil.example',
      ' /\t/evil.example',
      '/\n/evil.example',
      '/\r\n/evil.example',
      '\u0000//evil.example',
      'https://kairo-pr.example/.//evil.example',
      'https://kairo-pr.example//evil.example',
      'https://kairo-pr.example/%2e//evil.example',
    ];
    for (const raw of spoofs) {
      const link = resolveLink(raw, SITE);
      expect(link === null || link.kind === 'external', JSON.stringify(raw)).toBe(true);
      if (link?.kind === 'external') expect(new URL(link.href).origin, JSON.stringify(raw)).not.toBe(SITE);
    }
    // What a browser would do with each internal result: stay on the site.
    for (const raw of spoofs) {
      const link = resolveLink(raw, SITE);
      if (link?.kind === 'internal') expect(new URL(link.href, SITE).origin).toBe(SITE);
    }
  });

  it('refuses scripts, data and unknown schemes, also when spelled with controls', () => {
    for (const raw of ['javascript:alert(1)', 'JavaScript:alert(1)', 'java\tscript:alert(1)', ' javascript:x', 'data:text/html,x', 'vbscript:x', 'ftp://x.example']) {
      expect(resolveLink(raw, SITE), JSON.stringify(raw)).toBeNull();
    }
  });

  it('gives every internal result as a path a browser resolves back to the site', () => {
    for (const raw of ['/', '/x/./y', '/x/%2e%2e/y', 'https:pricing', '/a\\b']) {
      const link = resolveLink(raw, SITE);
      expect(link?.kind).toBe('internal');
      expect(new URL(link!.href, SITE).origin).toBe(SITE);
      expect(link!.href.startsWith('//')).toBe(false);
    }
  });

  it('gives internal page paths in the reader\'s language and leaves the rest alone', () => {
    expect(resolveLink('/pricing?plan=a#top', SITE, 'ko')).toEqual({ href: '/ko/pricing?plan=a#top', kind: 'internal' });
    expect(resolveLink('https://kairo-pr.example/', SITE, 'ja')).toEqual({ href: '/ja', kind: 'internal' });
    expect(resolveLink('/a/../contact', SITE, 'vi')).toEqual({ href: '/vi/contact', kind: 'internal' });
    // A link that already names a language keeps it; English is the default when no locale is given.
    expect(resolveLink('/zh/pricing', SITE, 'ko')?.href).toBe('/zh/pricing');
    expect(resolveLink('/pricing', SITE)?.href).toBe('/pricing');
    expect(resolveLink('/pricing', SITE, 'en')?.href).toBe('/pricing');
    expect(resolveLink('#top', SITE, 'ko')?.href).toBe('#top');
    expect(resolveLink('/api/leads', SITE, 'ko')?.href).toBe('/api/leads');
    expect(resolveLink('/llms.txt', SITE, 'ko')?.href).toBe('/llms.txt');
    expect(resolveLink('https://wire.example/pricing', SITE, 'ko')?.href).toBe('https://wire.example/pricing');
    for (const raw of ['/.//evil.example', '/\\evil.example', '//evil.example']) {
      const link = resolveLink(raw, SITE, 'ko');
      if (link?.kind === 'internal') expect(new URL(link.href, SITE).origin).toBe(SITE);
    }
  });
});
