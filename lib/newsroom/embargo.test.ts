import { describe, expect, it } from 'vitest';
import { parseArticle } from './front-matter';
import { isReleased, nextEmbargoEnd, releasedOnly } from './embargo';

const NOW = Date.parse('2026-12-01T00:00:00Z');

function source(embargo: string): string {
  return `---
title: "A release held until its embargo lifts"
slug: held-release
date: 2026-12-01
category: Kairo Newsroom
description: "A release that no public surface may show before its embargo instant has passed."
author: Kairo Newsroom
embargo: ${embargo}
---

Body.
`;
}

describe('embargo', () => {
  it('keeps a release with a future embargo from public surfaces and lets it out at its instant', () => {
    const held = { embargo: '2026-12-01T09:00:00+09:00' };
    expect(isReleased(held, NOW - 1)).toBe(false);
    expect(isReleased(held, NOW)).toBe(true);
    expect(isReleased({}, NOW)).toBe(true);
    expect(releasedOnly([held, {}], NOW - 1)).toHaveLength(1);
    expect(nextEmbargoEnd([held, { embargo: '2026-12-02T00:00:00Z' }], NOW - 1)).toBe(NOW);
    expect(nextEmbargoEnd([held], NOW)).toBeUndefined();
  });

  it('reads the embargo from front matter, quoted or not, and refuses one without a zone', () => {
    expect(parseArticle('newsroom/held-release.md', source('"2026-12-01T09:00:00+09:00"')).embargo).toBe(
      '2026-12-01T09:00:00+09:00',
    );
    expect(parseArticle('newsroom/held-release.md', source('2026-12-01T00:00:00Z')).embargo).toBe(
      '2026-12-01T00:00:00.000Z',
    );
    expect(() => parseArticle('newsroom/held-release.md', source('"2026-12-01 09:00"'))).toThrow(/field "embargo"/);
  });
});
