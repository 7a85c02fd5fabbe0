import { describe, expect, it } from 'vitest';
import { toSiteHref } from './links';

describe('toSiteHref', () => {
  it('turns links on the site origin into paths', () => {
    expect(toSiteHref('http://localhost:3000/prstudio/a-slug?x=1#top', 'http://localhost:3000')).toEqual({
      href: '/prstudio/a-slug?x=1#top',
      internal: true,
    });
  });

  it('keeps other origins absolute and external', () => {
    expect(toSiteHref('https://wire.example/news/1', 'https://kairo-pr.example')).toEqual({
      href: 'https://wire.example/news/1',
      internal: false,
    });
    expect(toSiteHref('https://kairo-pr.example:8443/x', 'https://kairo-pr.example')?.internal).toBe(false);
  });

  it('never turns a same-origin link whose path reads as another host into a site path', () => {
    for (const path of ['/.//evil.example', '/..//evil.example', '/%2e//evil.example', '/./\\evil.example']) {
      expect(toSiteHref(`https://kairo-pr.example${path}`, 'https://kairo-pr.example'), path).toBeNull();
    }
    expect(toSiteHref('https://evil.example/.//x', 'https://kairo-pr.example')?.internal).toBe(false);
  });
});
