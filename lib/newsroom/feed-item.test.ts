import { describe, expect, it } from 'vitest';
import { checkFeedItem, toIsoDate, type FeedItemCandidate } from './feed-item-check';
import { feedItemSchema, toFeedItems } from './feed-item';

const valid = {
  title: '  Sorapay Secures Licence ',
  link: 'https://kairo-pr.example/prstudio/sorapay',
  pubDate: '2026-01-27T00:00:00.000Z',
  description: 'Text <b>with</b> markup',
  category: ' Kairo Newsroom ',
  guid: 'https://kairo-pr.example/prstudio/sorapay',
};

const cases: [string, FeedItemCandidate][] = [
  ['a valid item', valid],
  ['an http link', { ...valid, link: 'http://wire.example/a' }],
  ['an empty category and description', { ...valid, category: '', description: '' }],
  ['a date without milliseconds', { ...valid, pubDate: '2026-01-27T08:00:00Z' }],
  ['a blank title', { ...valid, title: '   ' }],
  ['a missing title', { ...valid, title: undefined }],
  ['a javascript: link', { ...valid, link: 'javascript:alert(1)' }],
  ['an ftp link', { ...valid, link: 'ftp://files.example/x' }],
  ['a relative link', { ...valid, link: '/prstudio/x' }],
  ['an RFC 822 date', { ...valid, pubDate: 'Tue, 27 Jan 2026 00:00:00 GMT' }],
  ['an offset date', { ...valid, pubDate: '2026-01-27T08:00:00+08:00' }],
  ['a date-only value', { ...valid, pubDate: '2026-01-27' }],
  ['a missing date', { ...valid, pubDate: undefined }],
  ['a blank guid', { ...valid, guid: ' ' }],
  ['a missing description', { ...valid, description: undefined }],
  ['a missing category', { ...valid, category: undefined }],
];

describe('feed item validation', () => {
  it.each(cases)('the browser check and the zod schema agree on %s', (_name, candidate) => {
    const zod = feedItemSchema.safeParse(candidate);
    const lite = checkFeedItem(candidate);
    expect(lite !== undefined).toBe(zod.success);
    if (zod.success) expect(lite).toEqual(zod.data);
  });

  it('trims the title, category and guid', () => {
    expect(checkFeedItem(valid)).toMatchObject({ title: 'Sorapay Secures Licence', category: 'Kairo Newsroom' });
  });

  it('toFeedItems keeps valid items newest first and reports the others', () => {
    const reported: number[] = [];
    const out = toFeedItems(
      [
        { ...valid, guid: 'old', pubDate: '2026-01-01T00:00:00.000Z' },
        { ...valid, link: 'nope' },
        { ...valid, guid: 'new', pubDate: '2026-06-01T00:00:00.000Z' },
      ],
      (index) => reported.push(index),
    );
    expect(out.map((i) => i.guid)).toEqual(['new', 'old']);
    expect(reported).toEqual([1]);
  });

  it('toIsoDate reads RFC 822 and ISO dates and rejects garbage', () => {
    expect(toIsoDate('Tue, 03 Nov 2026 08:00:00 +0800')).toBe('2026-11-03T00:00:00.000Z');
    expect(toIsoDate('2026-11-03T00:00:00Z')).toBe('2026-11-03T00:00:00.000Z');
    expect(toIsoDate('someday')).toBeUndefined();
    expect(toIsoDate(undefined)).toBeUndefined();
  });
});
