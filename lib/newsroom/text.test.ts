import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decodeEntities, formatShortDate, stripMarkup, truncate } from './text';

describe('stripMarkup', () => {
  it('removes tags and keeps words apart', () => {
    expect(stripMarkup('<p>Sorapay <strong>secures</strong> licence</p><p>Next</p>')).toBe(
      'Sorapay secures licence Next',
    );
  });

  it('drops script and style elements together with their contents', () => {
    const html = 'Before<script type="text/javascript">alert("x")</script> middle <STYLE>p{color:red}</STYLE>after';
    expect(stripMarkup(html)).toBe('Before middle after');
  });

  it('drops an unclosed script to the end rather than leaking its code', () => {
    expect(stripMarkup('Safe text <script>steal(document.cookie)')).toBe('Safe text');
  });

  it('removes comments and unwraps CDATA', () => {
    expect(stripMarkup('<!-- hidden -->Visible <![CDATA[inside]]>')).toBe('Visible inside');
  });

  it('decodes named, decimal and hex entities', () => {
    expect(stripMarkup('Fish &amp; Chips &quot;fresh&quot; &#8212; &#x2019;s &nbsp;done &hellip;')).toBe(
      'Fish & Chips "fresh" — ’s done …',
    );
  });

  it('decodes escaped markup into visible text instead of a tag', () => {
    expect(stripMarkup('Use &lt;b&gt; for bold')).toBe('Use <b> for bold');
  });

  it('leaves unknown and out-of-range entities as they are', () => {
    expect(decodeEntities('&madeup; &#xD800; &#99999999;')).toBe('&madeup; &#xD800; &#99999999;');
  });

  it('removes any script payload completely', () => {
    fc.assert(
      fc.property(
        fc.string().filter((payload) => !/<\/script/i.test(payload)),
        (payload) => stripMarkup(`Safe <script>${payload}</script> end`) === 'Safe end',
      ),
    );
  });
});

describe('truncate', () => {
  it('keeps text of 150 characters or fewer unchanged', () => {
    const text = 'a'.repeat(150);
    expect(truncate(text)).toBe(text);
  });

  it('cuts longer text to at most 150 characters ending in an ellipsis, at a word boundary', () => {
    const text =
      'Cross-border payments start-up Sorapay can now offer account issuance, domestic money transfer and cross-border transfers to Singapore businesses, with corridors opening soon.';
    const out = truncate(text);
    expect(Array.from(out).length).toBeLessThanOrEqual(150);
    expect(out.endsWith('…')).toBe(true);
    expect(text.startsWith(out.slice(0, -1))).toBe(true);
    expect(out).toBe(
      'Cross-border payments start-up Sorapay can now offer account issuance, domestic money transfer and cross-border transfers to Singapore businesses…',
    );
  });

  it('cuts inside a long word when no space is near', () => {
    expect(truncate('x'.repeat(200), 10)).toBe(`${'x'.repeat(9)}…`);
  });

  it('counts code points, so emoji are not split in half', () => {
    const out = truncate('🚀'.repeat(20), 10);
    expect(out).toBe(`${'🚀'.repeat(9)}…`);
  });

  it('never exceeds the limit and always keeps a prefix of the input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), fc.integer({ min: 2, max: 200 }), (text, limit) => {
        const out = truncate(text, limit);
        const length = Array.from(out).length;
        if (Array.from(text).length <= limit) return out === text;
        return length <= limit && out.endsWith('…') && text.startsWith(out.slice(0, -1));
      }),
    );
  });
});

describe('card summary', () => {
  it('is the stripped text truncated to 150 characters', () => {
    const description = `<p>${'Tokenised deposits settle trade finance faster. '.repeat(6)}</p><script>bad()</script>`;
    const out = truncate(stripMarkup(description));
    expect(out).not.toMatch(/[<>]/);
    expect(out).not.toContain('bad()');
    expect(Array.from(out).length).toBeLessThanOrEqual(150);
  });
});

describe('formatShortDate', () => {
  it('uses the en-US short format', () => {
    expect(formatShortDate('2026-11-03T00:00:00.000Z')).toBe('Nov 3, 2026');
    expect(formatShortDate('2026-01-27T00:00:00.000Z')).toBe('Jan 27, 2026');
  });

  it('reads dates in UTC so a midnight date does not slip to the previous day', () => {
    expect(formatShortDate(new Date(Date.UTC(2026, 2, 10, 0, 0, 0)))).toBe('Mar 10, 2026');
    expect(formatShortDate('2026-11-03T23:30:00-05:00')).toBe('Nov 4, 2026');
  });

  it('returns an empty string for an unreadable date', () => {
    expect(formatShortDate('not a date')).toBe('');
  });
});
