import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AdminTable, type Column } from './admin-table';

type Row = { id: number; name: string; count: number };

const columns: readonly Column<Row>[] = [
  { header: 'Name', cell: (row) => row.name, rowHeader: true },
  { header: 'Count', cell: (row) => row.count, className: 'break-all' },
];

const render = (props: Parameters<typeof AdminTable<Row>>[0]) =>
  renderToStaticMarkup(createElement(AdminTable<Row>, props));

describe('AdminTable', () => {
  it('captions the table, scopes its column headers and names each row by its row-header cell', () => {
    const html = render({ caption: 'Things', columns, rows: [{ id: 1, name: 'Alpha', count: 2 }] });
    expect(html).toContain('<caption class="mb-2 text-left font-semibold">Things</caption>');
    expect(html).toMatch(/<th scope="col"[^>]*>Name<\/th><th scope="col"[^>]*>Count<\/th>/);
    expect(html).toMatch(/<th scope="row"[^>]*>Alpha<\/th><td class="[^"]*break-all">2<\/td>/);
  });

  it('keeps a hidden caption for screen readers', () => {
    expect(render({ hiddenCaption: 'Things', columns, rows: [] })).toContain(
      '<caption class="sr-only">Things</caption>',
    );
  });

  it('shows the empty state instead of an empty table, and the pager either way', () => {
    const html = render({
      caption: 'Things',
      columns,
      rows: [],
      empty: 'Nothing yet.',
      pager: { noun: 'things', older: '/admin/things?before=3' },
    });
    expect(html).not.toContain('<table');
    expect(html).toContain('Nothing yet.');
    expect(html).toContain('<nav aria-label="Pages of things"');
    expect(html).toContain('href="/admin/things?before=3"');
    expect(html).not.toContain('Newer things');
  });
});
