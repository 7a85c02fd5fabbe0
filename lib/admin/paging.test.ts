import { describe, expect, it } from 'vitest';
import { listHref, pagerLinks } from './paging';

describe('back-office list URLs', () => {
  it('keeps the filter, leaves out empty values and adds the cursor last', () => {
    expect(listHref('/admin/leads', { kind: 'inquiry', status: undefined, q: '' })).toBe('/admin/leads?kind=inquiry');
    expect(listHref('/admin/leads', {})).toBe('/admin/leads');
    expect(pagerLinks('/admin/leads', { q: 'a b' }, { older: 12, newer: 40 })).toEqual({
      older: '/admin/leads?q=a+b&before=12',
      newer: '/admin/leads?q=a+b&after=40',
    });
  });

  it('gives no link at the end of a list', () => {
    expect(pagerLinks('/admin/audit', {}, {})).toEqual({ newer: undefined, older: undefined });
  });
});
