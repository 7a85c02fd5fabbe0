import { describe, expect, it } from 'vitest';
import { spearman } from './spearman';

describe('spearman', () => {
  it('is 1 for the same order, -1 for the reverse', () => {
    expect(spearman([1, 2, 3, 4], [10, 20, 30, 400])).toBeCloseTo(1);
    expect(spearman([1, 2, 3, 4], [9, 7, 5, 1])).toBeCloseTo(-1);
  });

  it('matches the textbook value with one swap', () => {
    // d² = 2 for one adjacent swap among 5: 1 - 6·2 / (5·24) = 0.9
    expect(spearman([1, 2, 3, 4, 5], [1, 2, 4, 3, 5])).toBeCloseTo(0.9);
  });

  it('gives tied values their average rank', () => {
    expect(spearman([1, 2, 3], [5, 5, 9])).toBeCloseTo(0.866, 3);
  });
});
