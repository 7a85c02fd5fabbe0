import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatShortDate } from './dates';

describe('formatShortDate', () => {
  it('prints the en-US short format for the same calendar day', () => {
    expect(formatShortDate('2026-11-26')).toBe('Nov 26, 2026');
    expect(formatShortDate('2027-01-01')).toBe('Jan 1, 2027');
  });
});

describe('formatCalendarDate', () => {
  it('writes the month out in every language but English', () => {
    expect(formatCalendarDate('2026-11-20', 'en')).toBe('Nov 20, 2026');
    expect(formatCalendarDate('2026-11-20', 'vi')).toBe('20 tháng 11, 2026');
    expect(formatCalendarDate('2026-11-20', 'zh')).toBe('2026年11月20日');
    expect(formatCalendarDate('2026-11-20', 'ko')).toBe('2026년 11월 20일');
    expect(formatCalendarDate('2026-11-20', 'ja')).toBe('2026年11月20日');
  });
});
