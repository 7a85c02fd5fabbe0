import { describe, expect, it } from 'vitest';
import { localizeHref } from './localize-href';

describe('localizeHref', () => {
  it('prefixes page paths for a non-default locale, keeping query and fragment', () => {
    expect(localizeHref('/', 'ko')).toBe('/ko');
    expect(localizeHref('/pricing', 'ja')).toBe('/ja/pricing');
    expect(localizeHref('/prstudio/some-slug?x=1#y', 'vi')).toBe('/vi/prstudio/some-slug?x=1#y');
    expect(localizeHref('/?q=1', 'zh')).toBe('/zh?q=1');
  });

  it('leaves English, language-prefixed paths, non-pages and non-paths as they are', () => {
    expect(localizeHref('/pricing', 'en')).toBe('/pricing');
    for (const href of ['/ko/pricing', '/en/pricing', '/ja', '/api/chat', '/admin/leads', '/_next/static/x.js', '/og.png', '/prstudio/rss.xml', '#main', '?x=1', 'https://x.example/a', '//x.example/a', 'mailto:a@b.co']) {
      expect(localizeHref(href, 'ko'), href).toBe(href);
    }
  });
});
