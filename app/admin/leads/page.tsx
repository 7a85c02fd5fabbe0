import type { Metadata } from 'next';
import Link from 'next/link';
import { LeadFilterForm, leadQuery } from '@/components/admin/leads/lead-filter';
import { Outcome } from '@/components/admin/outcome';
import { AdminTable, type Column } from '@/components/admin/table/admin-table';
import { requireStaffPage } from '@/lib/admin/guard';
import { parseLeadListQuery } from '@/lib/admin/lead-input';
import { fieldText, formatTime, SOURCE_LABELS, STATUS_LABELS } from '@/lib/admin/lead-labels';
import { outcomeText } from '@/lib/admin/outcomes';
import { pagerLinks } from '@/lib/admin/paging';
import { getLeadStore } from '@/lib/store';
import type { LeadPage, LeadSummary } from '@/lib/store/lead-store';

export const metadata: Metadata = { title: 'Leads' };

const PAGE_SIZE = 25;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const COLUMNS: readonly Column<LeadSummary>[] = [
  {
    header: 'Received',
    cell: (lead) => (
      <a href={`/admin/leads/${lead.id}`} className="underline underline-offset-4">
        {formatTime(lead.createdAt)}
        <span className="sr-only"> — lead {lead.id}</span>
      </a>
    ),
  },
  { header: 'Source', cell: (lead) => SOURCE_LABELS[lead.kind] },
  { header: 'Name', cell: (lead) => fieldText(lead.fields.name) },
  { header: 'Company', cell: (lead) => fieldText(lead.fields.company) },
  { header: 'E-mail', cell: (lead) => fieldText(lead.fields.email), className: 'break-all' },
  { header: 'Status', cell: (lead) => STATUS_LABELS[lead.status] },
];

/** The inbox: every lead newest first, filtered by the query parameters, 25 a page. */
export default async function LeadsPage({ searchParams }: Props) {
  await requireStaffPage('/admin/leads');
  const params = await searchParams;
  const query = parseLeadListQuery(params);
  const filter = query.ok ? query.value.filter : {};
  const page: LeadPage = query.ok
    ? await getLeadStore().listLeads(filter, { limit: PAGE_SIZE, before: query.value.before, after: query.value.after })
    : { leads: [] };
  const error = query.ok ? outcomeText('leads', 'error', params.error) : query.error;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-baseline justify-between gap-4">
        <h1 className="text-2xl font-semibold">Leads</h1>
        <p className="text-sm">
          <Link href="/admin/leads/privacy" className="underline underline-offset-4">
            Find or erase a person&apos;s data
          </Link>
        </p>
      </div>
      <Outcome error={error} />
      <LeadFilterForm filter={filter} />
      <AdminTable
        caption={page.leads.length === 0 ? 'No leads match this filter.' : 'Leads, newest first'}
        columns={COLUMNS}
        rows={page.leads}
        pager={{ noun: 'leads', ...pagerLinks('/admin/leads', leadQuery(filter), page) }}
      />
    </div>
  );
}
