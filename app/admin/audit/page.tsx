import type { Metadata } from 'next';
import { listAudit } from '@/lib/admin/audit';
import { requireStaffPage } from '@/lib/admin/guard';
import { AUDIT_ACTIONS, type AuditAction } from '@/lib/store/audit-log';

export const metadata: Metadata = { title: 'Audit log' };

const PAGE_SIZE = 50;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

function describeDetail(detail: unknown): string {
  return detail === null || detail === undefined ? '' : JSON.stringify(detail, null, 2);
}

/** Owners read who did what and when, newest first, 50 a page, optionally one kind of action. */
export default async function AuditPage({ searchParams }: Props) {
  await requireStaffPage('/admin/audit');
  const params = await searchParams;
  const action = AUDIT_ACTIONS.find((known) => known === params.action) as AuditAction | undefined;
  const before = typeof params.before === 'string' && /^\d{1,15}$/.test(params.before) ? Number(params.before) : undefined;
  const entries = await listAudit({ limit: PAGE_SIZE + 1, before, action });
  const page = entries.slice(0, PAGE_SIZE);
  const next = entries.length > PAGE_SIZE ? page[page.length - 1].id : undefined;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">Audit log</h1>
      <form method="get" className="flex items-end gap-2">
        <label className="grid gap-1">
          <span>Action</span>
          <select name="action" defaultValue={action ?? ''} className="rounded-md border border-border bg-background px-2 py-1">
            <option value="">All actions</option>
            {AUDIT_ACTIONS.map((known) => (
              <option key={known} value={known}>
                {known}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn btn-outline btn-sm">
          Show
        </button>
      </form>
      {page.length === 0 ? (
        <p>Nothing recorded{action ? ` for ${action}` : ''}.</p>
      ) : (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Audit entries, newest first</caption>
          <thead>
            <tr>
              <th scope="col" className="py-2 pr-4">When (UTC)</th>
              <th scope="col" className="py-2 pr-4">Who</th>
              <th scope="col" className="py-2 pr-4">Action</th>
              <th scope="col" className="py-2 pr-4">Target</th>
              <th scope="col" className="py-2">Detail</th>
            </tr>
          </thead>
          <tbody>
            {page.map((entry) => (
              <tr key={entry.id} className="border-t border-border align-top">
                <td className="py-2 pr-4 whitespace-nowrap">
                  <time dateTime={entry.at}>{entry.at.slice(0, 19).replace('T', ' ')}</time>
                </td>
                <td className="py-2 pr-4">{entry.actorEmail}</td>
                <td className="py-2 pr-4">{entry.action}</td>
                <td className="py-2 pr-4 break-all">{entry.target}</td>
                <td className="py-2">
                  <pre className="max-w-md overflow-x-auto whitespace-pre-wrap break-all text-xs">{describeDetail(entry.detail)}</pre>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {next !== undefined && (
        <a href={`/admin/audit?${new URLSearchParams({ ...(action ? { action } : {}), before: String(next) })}`} className="underline underline-offset-4">
          Older entries
        </a>
      )}
    </div>
  );
}
