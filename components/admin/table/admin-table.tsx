import type { Key, ReactNode } from 'react';
import { adminCaption, adminCell, adminHeadCell, adminTable } from '@/components/admin/admin-styles';
import { Pager, type PagerLinks } from './pager';

/**
 * One column of a back-office table: its header, and what each row shows in it. A `rowHeader`
 * column names the row (`<th scope="row">`), so screen readers announce it with each cell.
 */
export type Column<Row> = {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  rowHeader?: boolean;
  className?: string;
};

type Props<Row> = {
  caption: ReactNode;
  /** For a table whose section heading already says what it is: the caption is for screen readers. */
  captionHidden?: boolean;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  /** Shown instead of the table when there are no rows; without it the empty table stays. */
  empty?: ReactNode;
  pager?: PagerLinks;
  testId?: string;
};

const cellClass = (column: { rowHeader?: boolean; className?: string }) =>
  [adminCell, column.rowHeader && 'font-normal', column.className].filter(Boolean).join(' ');

/** Every list of the back office: a captioned table with column headers, its empty state and pager. */
export function AdminTable<Row>({ caption, captionHidden, columns, rows, rowKey, empty, pager, testId }: Props<Row>) {
  const table =
    rows.length === 0 && empty !== undefined ? (
      <p className="text-sm text-muted">{empty}</p>
    ) : (
      <table className={adminTable}>
        <caption className={captionHidden ? 'sr-only' : adminCaption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" className={adminHeadCell}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} data-testid={testId}>
              {columns.map((column, index) =>
                column.rowHeader ? (
                  <th key={index} scope="row" className={cellClass(column)}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={index} className={cellClass(column)}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    );
  return pager ? (
    <>
      {table}
      <Pager {...pager} />
    </>
  ) : (
    table
  );
}
