import { describe, expect, it } from 'vitest';
import { scoreBand } from './bands';

describe('scoreBand', () => {
  it('maps the documented thresholds at their edges', () => {
    const cases: [number, string, string][] = [
      [25, 'Excellent', 'green'],
      [20, 'Excellent', 'green'],
      [19, 'Good', 'amber'],
      [15, 'Good', 'amber'],
      [14, 'Fair', 'neutral'],
      [10, 'Fair', 'neutral'],
      [9, 'Needs Work', 'red'],
      [0, 'Needs Work', 'red'],
    ];
    for (const [score, label, tone] of cases) expect(scoreBand(score), String(score)).toEqual({ label, tone });
  });
});
