import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUNT_UP_DURATION_MS, countUpValue, digitGroupSeparator, groupDigits } from './count-up';

describe('countUpValue', () => {
  it('starts at 0 and ends exactly on the target after 2.5 s', () => {
    expect(COUNT_UP_DURATION_MS).toBe(2500);
    expect(countUpValue(450000, 0)).toBe(0);
    expect(countUpValue(450000, 2500)).toBe(450000);
    expect(countUpValue(450000, 9000)).toBe(450000);
  });

  it('is part-way through in the middle and eases out (more than half done at half time)', () => {
    const mid = countUpValue(100, 1250);
    expect(mid).toBeGreaterThan(50);
    expect(mid).toBeLessThan(100);
  });

  it('never decreases and stays within 0..target', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 0, max: 3000 }),
        (target, a, b) => {
          const [early, late] = a <= b ? [a, b] : [b, a];
          const first = countUpValue(target, early);
          const second = countUpValue(target, late);
          return first <= second && first >= 0 && second <= target;
        },
      ),
    );
  });

  it('jumps straight to the target when there is no duration', () => {
    expect(countUpValue(25, 0, 0)).toBe(25);
  });
});

describe('groupDigits', () => {
  it("groups thousands with the language's separator", () => {
    expect(groupDigits(450000, digitGroupSeparator('en-US'))).toBe('450,000');
    expect(groupDigits(450000, digitGroupSeparator('vi-VN'))).toBe('450.000');
    expect(groupDigits(25, ',')).toBe('25');
    expect(groupDigits(0, ',')).toBe('0');
    expect(groupDigits(1000, ',')).toBe('1,000');
  });

  it('writes what Intl.NumberFormat writes for every whole number and site language', () => {
    for (const tag of ['en-US', 'vi-VN', 'zh-CN', 'ko-KR', 'ja-JP']) {
      const separator = digitGroupSeparator(tag);
      const intl = new Intl.NumberFormat(tag);
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (n) => groupDigits(n, separator) === intl.format(n)),
      );
    }
  });
});
