import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findStrong, markdownToText, parseInline, parseMarkdown, safeHref } from './markdown';

describe('parseInline', () => {
  it('reads bold, italic, code and links', () => {
    expect(parseInline('Our **PR Package** costs *only* `$1,499`, see [pricing](/pricing).')).toEqual([
      { type: 'text', text: 'Our ' },
      { type: 'strong', children: [{ type: 'text', text: 'PR Package' }] },
      { type: 'text', text: ' costs ' },
      { type: 'em', children: [{ type: 'text', text: 'only' }] },
      { type: 'text', text: ' ' },
      { type: 'code', text: '$1,499' },
      { type: 'text', text: ', see ' },
      { type: 'link', href: '/pricing', external: false, children: [{ type: 'text', text: 'pricing' }] },
      { type: 'text', text: '.' },
    ]);
  });

  it('nests bold inside links and links inside bold', () => {
    expect(parseInline('**[PR Credibility Checker](/pr-checker)**')).toEqual([
      {
        type: 'strong',
        children: [
          {
            type: 'link',
            href: '/pr-checker',
            external: false,
            children: [{ type: 'text', text: 'PR Credibility Checker' }],
          },
        ],
      },
    ]);
  });

  it('marks http(s) links as external and keeps mailto', () => {
    expect(parseInline('[call](https://cal.com/x)')[0]).toMatchObject({ type: 'link', external: true });
    expect(parseInline('[mail](mailto:hello@example.com)')[0]).toMatchObject({
      type: 'link',
      href: 'mailto:hello@example.com',
      external: false,
    });
  });

  it('turns unsafe links into their plain label', () => {
    const script = parseInline('[click](javascript:alert(1))');
    expect(script.every((node) => node.type === 'text')).toBe(true);
    expect(JSON.stringify(script)).not.toContain('javascript');
    expect(parseInline('[x](data:text/html;base64,AAAA)')).toEqual([{ type: 'text', text: 'x' }]);
    expect(parseInline('[x](//evil.example)')).toEqual([{ type: 'text', text: 'x' }]);
  });

  it('leaves HTML as text (React escapes it)', () => {
    expect(parseInline('<img src=x onerror=alert(1)>')).toEqual([
      { type: 'text', text: '<img src=x onerror=alert(1)>' },
    ]);
  });

  it('keeps unclosed markers as text while a reply streams in', () => {
    expect(parseInline('Our **PR Pa')).toEqual([{ type: 'text', text: 'Our **PR Pa' }]);
    expect(parseInline('see [pricing](/pri')).toEqual([{ type: 'text', text: 'see [pricing](/pri' }]);
  });

  it('does not read arithmetic or lone asterisks as emphasis', () => {
    expect(parseInline('2 * 3 * 4')).toEqual([{ type: 'text', text: '2 * 3 * 4' }]);
  });
});

describe('parseMarkdown', () => {
  it('splits paragraphs on blank lines and keeps line breaks inside one', () => {
    const blocks = parseMarkdown('First line\nsecond line\n\nNext paragraph');
    expect(blocks).toHaveLength(2);
    expect(blocks[0]).toMatchObject({
      type: 'paragraph',
      lines: [[{ text: 'First line' }], [{ text: 'second line' }]],
    });
  });

  it('reads bullet and numbered lists', () => {
    const blocks = parseMarkdown('Includes:\n- Google News\n- **300+** sites\n\n1. Call\n2. Proposal');
    expect(blocks.map((b) => b.type)).toEqual(['paragraph', 'list', 'list']);
    expect(blocks[1]).toMatchObject({ type: 'list', ordered: false });
    expect(blocks[2]).toMatchObject({ type: 'list', ordered: true });
    if (blocks[1].type === 'list') {
      expect(blocks[1].items).toHaveLength(2);
      expect(blocks[1].items[1][0]).toEqual({ type: 'strong', children: [{ type: 'text', text: '300+' }] });
    }
  });

  it('gives plain text for announcements', () => {
    expect(markdownToText('**Compact Kit** costs $269.\n\n- one\n- [two](/x)')).toBe(
      'Compact Kit costs $269. one; two',
    );
  });
});

describe('safeHref', () => {
  it('accepts site paths, anchors, http(s) and mailto only', () => {
    expect(safeHref('/contact')).toEqual({ href: '/contact', external: false });
    expect(safeHref('https://cal.com/a')).toEqual({ href: 'https://cal.com/a', external: true });
    expect(safeHref('mailto:a@b.co')).toEqual({ href: 'mailto:a@b.co', external: false });
    expect(safeHref('JavaScript:alert(1)')).toBeNull();
    expect(safeHref('vbscript:x')).toBeNull();
  });
});

describe('safeHref resolves paths against the site origin', () => {
  it('refuses paths a browser sends to another host', () => {
    expect(safeHref('/\\evil.example')).toBeNull();
    expect(safeHref('/\\/evil.example/x')).toBeNull();
    expect(safeHref('//evil.example')).toBeNull();
    expect(safeHref(' /\t/evil.example')).toBeNull();
  });

  it('gives plain text for paths that normalise to another host', () => {
    for (const target of ['/.//evil.example', '/..//evil.example', '/%2e//evil.example', '/./\\evil.example']) {
      expect(safeHref(target), target).toBeNull();
      expect(parseInline(`[x](${target})`), target).toEqual([{ type: 'text', text: 'x' }]);
    }
  });

  it('keeps site paths with their query and fragment', () => {
    expect(safeHref('/pricing?plan=a#top')?.href).toBe('/pricing?plan=a#top');
    expect(safeHref('/a/../contact')?.href).toBe('/contact');
    expect(parseInline('[x](/\\evil.example)')).toEqual([{ type: 'text', text: 'x' }]);
  });
});

describe('findStrong', () => {
  // The lazy pattern it replaces: the same matches, in quadratic time on unclosed openers.
  const STRONG = /\*\*(?=\S)([^\n]*?\S)\*\*/g;

  it('finds what the lazy pattern finds, from any position', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[*a \n]{0,40}$/), fc.nat(40), (text, start) => {
        const from = Math.min(start, text.length);
        STRONG.lastIndex = from;
        const expected = STRONG.exec(text);
        const found = findStrong(text, from);
        expect(found && [found.index, found.whole, found.inner]).toEqual(
          expected && [expected.index, expected[0], expected[1]],
        );
      }),
      { numRuns: 5000 },
    );
  });

  it('parses a 20,000-character line of unclosed openers as plain text', () => {
    const text = '**a '.repeat(5000);
    expect(parseInline(text)).toEqual([{ type: 'text', text }]);
  });
});
