import { AdminTable, type Column } from '@/components/admin/table/admin-table';
import { pagerLinks } from '@/lib/admin/paging';
import type { AuditAction, AuditEntry } from '@/lib/store/audit-log';

function describeDetail(detail: unknown): string {
  return detail === null || detail === undefined ? '' : JSON.stringify(detail, null, 2);
}

const COLUMNS: readonly Column<AuditEntry>[] = [
  {
    header: 'When (UTC)',
    cell: (entry) => <time dateTime={entry.at}>{entry.at.slice(0, 19).replace('T', ' ')}</time>,
    className: 'whitespace-nowrap',
  },
  { header: 'Who', cell: (entry) => entry.actorEmail },
  { header: 'Action', cell: (entry) => entry.action },
  { header: 'Target', cell: (entry) => entry.target, className: 'break-all' },
  {
    header: 'Detail',
    cell: (entry) => (
      <pre className="max-w-md overflow-x-auto whitespace-pre-wrap break-all text-xs">
        {describeDetail(entry.detail)}
      </pre>
    ),
  },
];

type Props = { entries: readonly AuditEntry[]; action?: AuditAction; next?: number };

/** A page of the audit log, newest first, and the link to the older entries. */
export function AuditTable({ entries, action, next }: Props) {
  return (
    <AdminTable
      hiddenCaption="Audit entries, newest first"
      columns={COLUMNS}
      rows={entries}
      empty={`Nothing recorded${action ? ` for ${action}` : ''}.`}
      pager={{
        label: 'Pages of the audit log',
        noun: 'entries',
        ...pagerLinks('/admin/audit', { action }, { older: next }),
      }}
    />
  );
}
