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

/**
 * A visible caption, or for a table whose section heading already says what it is, a caption for
 * screen readers only.
 */
type Caption = { caption: ReactNode; hiddenCaption?: never } | { hiddenCaption: string; caption?: never };

/** Rows with an `id` are keyed by it; any other row names its key. */
type RowKey<Row> = [Row] extends [{ id: Key }] ? { rowKey?: (row: Row) => Key } : { rowKey: (row: Row) => Key };

type Props<Row> = Caption &
  RowKey<Row> & {
    columns: readonly Column<Row>[];
    rows: readonly Row[];
    /** Shown instead of the table when there are no rows; without it the empty table stays. */
    empty?: ReactNode;
    pager?: PagerLinks;
    testId?: string;
  };

const keyOf = <Row,>(row: Row, rowKey?: (row: Row) => Key): Key => (rowKey ? rowKey(row) : (row as { id: Key }).id);

const cellClass = (column: { rowHeader?: boolean; className?: string }) =>
  [adminCell, column.rowHeader && 'font-normal', column.className].filter(Boolean).join(' ');

/** Every list of the back office: a captioned table with column headers, its empty state and pager. */
export function AdminTable<Row>(props: Props<Row>) {
  const { caption, hiddenCaption, columns, rows, rowKey, empty, pager, testId } = props;
  const table =
    rows.length === 0 && empty !== undefined ? (
      <p className="text-sm text-muted">{empty}</p>
    ) : (
      <table className={adminTable}>
        <caption className={hiddenCaption === undefined ? adminCaption : 'sr-only'}>{caption ?? hiddenCaption}</caption>
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
            <tr key={keyOf(row, rowKey)} data-testid={testId}>
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
