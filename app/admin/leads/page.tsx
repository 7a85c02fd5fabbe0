import type { Metadata } from 'next';
import Link from 'next/link';
import { adminCaption, adminCell, adminControl, adminHeadCell, adminTable } from '@/components/admin/admin-styles';
import { Outcome } from '@/components/admin/outcome';
import { requireStaffPage } from '@/lib/admin/guard';
import { outcomeText } from '@/lib/admin/outcomes';
import { leadsHref, parseLeadListQuery } from '@/lib/admin/lead-input';
import { fieldText, formatTime, SOURCE_LABELS, STATUS_LABELS } from '@/lib/admin/lead-labels';
import { getLeadStore } from '@/lib/store';
import { LEAD_SEARCH_MAX_CHARS, LEAD_STATUSES, SUBMISSION_KINDS, type LeadPage } from '@/lib/store/lead-store';

export const metadata: Metadata = { title: 'Leads' };

const PAGE_SIZE = 25;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The inbox: every lead newest first, filtered by the query parameters, 25 a page. */
export default async function LeadsPage({ searchParams }: Props) {
  await requireStaffPage('leads');
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

      <form method="get" action="/admin/leads" className="grid gap-4 sm:grid-cols-[1fr_1fr_2fr_auto] sm:items-end">
        <div>
          <label htmlFor="kind" className="text-sm font-semibold">
            Source
          </label>
          <select id="kind" name="kind" defaultValue={filter.kind ?? ''} className={adminControl}>
            <option value="">All sources</option>
            {SUBMISSION_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {SOURCE_LABELS[kind]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="status" className="text-sm font-semibold">
            Status
          </label>
          <select id="status" name="status" defaultValue={filter.status ?? ''} className={adminControl}>
            <option value="">All statuses</option>
            {LEAD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="q" className="text-sm font-semibold">
            Search name, company, e-mail or message
          </label>
          <input
            id="q"
            name="q"
            type="search"
            maxLength={LEAD_SEARCH_MAX_CHARS}
            defaultValue={filter.search ?? ''}
            className={adminControl}
          />
        </div>
        <div className="flex gap-2">
          <button type="submit" className="btn btn-primary btn-md">
            Filter
          </button>
          <a href={leadsHref('/admin/leads/export', filter)} className="btn btn-outline btn-md" download>
            Export CSV
          </a>
        </div>
      </form>

      <table className={adminTable}>
        <caption className={adminCaption}>
          {page.leads.length === 0 ? 'No leads match this filter.' : 'Leads, newest first'}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={adminHeadCell}>
              Received
            </th>
            <th scope="col" className={adminHeadCell}>
              Source
            </th>
            <th scope="col" className={adminHeadCell}>
              Name
            </th>
            <th scope="col" className={adminHeadCell}>
              Company
            </th>
            <th scope="col" className={adminHeadCell}>
              E-mail
            </th>
            <th scope="col" className={adminHeadCell}>
              Status
            </th>
          </tr>
        </thead>
        <tbody>
          {page.leads.map((lead) => (
            <tr key={lead.id}>
              <td className={adminCell}>
                <a href={`/admin/leads/${lead.id}`} className="underline underline-offset-4">
                  {formatTime(lead.createdAt)}
                  <span className="sr-only"> — lead {lead.id}</span>
                </a>
              </td>
              <td className={adminCell}>{SOURCE_LABELS[lead.kind]}</td>
              <td className={adminCell}>{fieldText(lead.fields.name)}</td>
              <td className={adminCell}>{fieldText(lead.fields.company)}</td>
              <td className={`${adminCell} break-all`}>{fieldText(lead.fields.email)}</td>
              <td className={adminCell}>{STATUS_LABELS[lead.status]}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <nav aria-label="Pages of leads" className="flex gap-4 text-sm">
        {page.newer !== undefined && (
          <a href={leadsHref('/admin/leads', filter, { after: page.newer })} className="underline underline-offset-4">
            Newer leads
          </a>
        )}
        {page.older !== undefined && (
          <a href={leadsHref('/admin/leads', filter, { before: page.older })} className="underline underline-offset-4">
            Older leads
          </a>
        )}
      </nav>
    </div>
  );
}
