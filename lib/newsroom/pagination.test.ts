import { describe, expect, it } from 'vitest';
import { pageCount, paginate, parsePageNumber, prStudioPagePath } from './pagination';

describe('PR Studio pagination', () => {
  const items = Array.from({ length: 13 }, (_, i) => i + 1);

  it('splits items six to a page and knows the last page', () => {
    expect(paginate(items, 1)).toEqual({ items: [1, 2, 3, 4, 5, 6], page: 1, pages: 3 });
    expect(paginate(items, 3)).toEqual({ items: [13], page: 3, pages: 3 });
    expect(paginate(items, 4)).toBeUndefined();
    expect(paginate(items, 0)).toBeUndefined();
  });

  it('has one (empty) page when there is nothing to show', () => {
    expect(pageCount(0)).toBe(1);
    expect(paginate([], 1)).toEqual({ items: [], page: 1, pages: 1 });
  });

  it('links page 1 to PR Studio itself and later pages below it', () => {
    expect(prStudioPagePath(1)).toBe('/pr-studio');
    expect(prStudioPagePath(2)).toBe('/pr-studio/page/2');
  });

  it('accepts only plain positive page numbers from the URL', () => {
    expect(parsePageNumber('2')).toBe(2);
    for (const bad of ['0', '02', '-1', '1.5', '2e3', '', 'two', '9999999'])
      expect(parsePageNumber(bad)).toBeUndefined();
  });
});
