import { AdminSection } from '@/components/admin/admin-section';
import { AdminTable, type Column } from '@/components/admin/table/admin-table';
import type { FailedDelivery } from '@/lib/admin/dashboard';
import { listHref } from '@/lib/admin/paging';
import { KIND_LABELS } from '@/lib/delivery/lead-text';
import type { SubmissionKind } from '@/lib/store/lead-store';

type KindCount = [SubmissionKind, number];

const NEW_LEADS: readonly Column<KindCount>[] = [
  {
    header: 'Source',
    rowHeader: true,
    cell: ([kind]) => (
      <a href={listHref('/admin/leads', { source: kind })} className="underline underline-offset-4">
        {KIND_LABELS[kind]}
      </a>
    ),
  },
  { header: 'Leads', cell: ([, count]) => count },
];

const FAILED: readonly Column<FailedDelivery>[] = [
  {
    header: 'Lead',
    cell: (job) => (
      <a href={`/admin/leads/${job.leadId}`} className="underline underline-offset-4">
        {KIND_LABELS[job.kind]} #{job.leadId}
      </a>
    ),
  },
  { header: 'Channel', cell: (job) => job.channel },
  { header: 'Attempts', cell: (job) => job.attempts },
  { header: 'Last error', cell: (job) => job.lastError },
];

/** How many leads each source brought in the last 7 days. */
export function NewLeads({ counts }: { counts: Record<SubmissionKind, number> }) {
  return (
    <AdminSection id="new-leads" title="New leads in the last 7 days" className="space-y-2">
      <AdminTable
        hiddenCaption="New leads per source"
        columns={NEW_LEADS}
        rows={Object.entries(counts) as KindCount[]}
        rowKey={([kind]) => kind}
      />
    </AdminSection>
  );
}

/** How many deliveries gave up, and the latest of them. */
export function FailedDeliveries({ failed }: { failed: { total: number; latest: readonly FailedDelivery[] } }) {
  return (
    <AdminSection id="failed-deliveries" title={`Failed deliveries: ${failed.total}`} className="space-y-2">
      <AdminTable
        hiddenCaption="The latest failed deliveries"
        columns={FAILED}
        rows={failed.latest}
        rowKey={(job) => job.jobId}
        empty="Every lead reached its channels."
      />
    </AdminSection>
  );
}
