import { describe, expect, it } from 'vitest';
import { locales } from '@/lib/i18n/locales';
import { formatUsd } from './price';

describe('formatUsd', () => {
  it('writes English prices as before: "$" and comma thousands, no cents', () => {
    expect(formatUsd(179)).toBe('$179');
    expect(formatUsd(1499)).toBe('$1,499');
    expect(formatUsd(1990, 'en')).toBe('$1,990');
  });

  it('writes each locale its own way, always in US dollars', () => {
    expect(formatUsd(1499, 'ko')).toBe('US$1,499');
    expect(formatUsd(1499, 'zh')).toBe('US$1,499');
    expect(formatUsd(1499, 'ja')).toBe('$1,499');
    // Vietnamese groups with dots and puts the currency after a no-break space.
    expect(formatUsd(1499, 'vi')).toBe('1.499\u00a0US$');
  });

  it('keeps the amount exact in every locale: whole dollars, rounded, no other currency', () => {
    for (const locale of locales) {
      const text = formatUsd(269, locale);
      expect(text.replace(/\D/g, ''), locale).toBe('269');
      expect(text, locale).toContain('$');
      expect(formatUsd(12000, locale).replace(/\D/g, ''), locale).toBe('12000');
    }
    expect(formatUsd(699.6, 'ko')).toBe('US$700');
  });
});
