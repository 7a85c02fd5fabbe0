import type { Metadata } from 'next';
import { SelectField } from '@/components/admin/form/fields';
import { AuditTable } from '@/components/admin/audit/audit-table';
import { listAudit } from '@/lib/admin/audit';
import { requireStaffPage } from '@/lib/admin/guard';
import { AUDIT_ACTIONS, type AuditAction } from '@/lib/store/audit-log';

export const metadata: Metadata = { title: 'Audit log' };

const PAGE_SIZE = 50;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Owners read who did what and when, newest first, 50 a page, optionally one kind of action. */
export default async function AuditPage({ searchParams }: Props) {
  await requireStaffPage('/admin/audit');
  const params = await searchParams;
  const action = AUDIT_ACTIONS.find((known) => known === params.action) as AuditAction | undefined;
  const before =
    typeof params.before === 'string' && /^\d{1,15}$/.test(params.before) ? Number(params.before) : undefined;
  const entries = await listAudit({ limit: PAGE_SIZE + 1, before, action });
  const page = entries.slice(0, PAGE_SIZE);
  const next = entries.length > PAGE_SIZE ? page[page.length - 1].id : undefined;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">Audit log</h1>
      <form method="get" className="flex items-end gap-2">
        <SelectField id="action" label="Action" choices={AUDIT_ACTIONS} defaultValue={action} any="All actions" />
        <button type="submit" className="btn btn-outline btn-sm">
          Show
        </button>
      </form>
      <AuditTable entries={page} action={action} next={next} />
    </div>
  );
}
