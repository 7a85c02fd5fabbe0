import { describe, expect, it } from 'vitest';
import { listHref, pageHref } from './paging';

describe('back-office list URLs', () => {
  it('keeps the filter, leaves out empty values and adds the cursor last', () => {
    expect(listHref('/admin/leads', { kind: 'inquiry', status: undefined, q: '' })).toBe('/admin/leads?kind=inquiry');
    expect(listHref('/admin/leads', {})).toBe('/admin/leads');
    expect(pageHref('/admin/leads', { q: 'a b' }, 'before', 12)).toBe('/admin/leads?q=a+b&before=12');
  });

  it('gives no link at the end of a list', () => {
    expect(pageHref('/admin/audit', {}, 'before', undefined)).toBeUndefined();
  });
});
