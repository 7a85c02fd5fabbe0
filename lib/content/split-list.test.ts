import { describe, expect, it } from 'vitest';
import { splitCommaList } from './split-list';

describe('splitCommaList', () => {
  it('splits on commas and trims each item', () => {
    expect(splitCommaList(' Press kit ,Embargoed briefings,  Coverage report')).toEqual([
      'Press kit',
      'Embargoed briefings',
      'Coverage report',
    ]);
  });

  it('drops empty items from doubled, leading and trailing commas', () => {
    expect(splitCommaList(',a,, ,b,')).toEqual(['a', 'b']);
  });

  it('returns an empty list for empty or missing input', () => {
    expect(splitCommaList('')).toEqual([]);
    expect(splitCommaList('  ,  ')).toEqual([]);
    expect(splitCommaList(undefined)).toEqual([]);
    expect(splitCommaList(null)).toEqual([]);
  });

  it('keeps a single item without commas', () => {
    expect(splitCommaList('Google News')).toEqual(['Google News']);
  });
});
