import { describe, expect, it } from 'vitest';
import { badMarkdownLinks, isContentLink } from './content-link';

describe('the content link rule', () => {
  it('takes web addresses, e-mail links, site paths and anchors', () => {
    for (const href of ['https://example.com/a?b=c', 'http://example.com', 'mailto:press@kairo.example', '/services', '#team']) {
      expect(isContentLink(href), href).toBe(true);
    }
  });

  it('refuses what cannot be read, other schemes and protocol-relative hosts', () => {
    for (const href of ['http://', 'https://', 'javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,x', '//evil.example', '/\\evil.example', 'ftp://x.example']) {
      expect(isContentLink(href), href).toBe(false);
    }
  });

  it('finds every bad link and image in Markdown, including ones markdown-it would leave as text', () => {
    const markdown = [
      'See [a](http://) and [b](https://ok.example).',
      '![logo](javascript:alert(1))',
      '- [c](//evil.example) and [d](/about)',
      '[ref]: javascript:void(0)',
      'Use [ref] here.',
    ].join('\n\n');
    expect(badMarkdownLinks(markdown)).toEqual(['http://', 'javascript:alert(1)', '//evil.example', 'javascript:void(0)']);
    expect(badMarkdownLinks('Plain text with https://linkified.example and [ok](/x).')).toEqual([]);
  });
});
