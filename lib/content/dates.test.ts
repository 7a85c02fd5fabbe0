import { describe, expect, it } from 'vitest';
import { formatShortDate, localIsoDate } from './dates';

describe('localIsoDate', () => {
  it('pads month and day', () => {
    expect(localIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localIsoDate(new Date(2026, 10, 26, 0, 1))).toBe('2026-11-26');
  });
});

describe('formatShortDate', () => {
  it('prints the en-US short format for the same calendar day', () => {
    expect(formatShortDate('2026-11-26')).toBe('Nov 26, 2026');
    expect(formatShortDate('2027-01-01')).toBe('Jan 1, 2027');
  });
});
