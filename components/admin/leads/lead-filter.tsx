import { adminControl } from '@/components/admin/admin-styles';
import { listHref } from '@/lib/admin/paging';
import { SOURCE_LABELS, STATUS_LABELS } from '@/lib/admin/lead-labels';
import { LEAD_SEARCH_MAX_CHARS, LEAD_STATUSES, SUBMISSION_KINDS, type LeadFilter } from '@/lib/store/lead-store';

/** The inbox's filter as query parameters, as the filter form names them. */
export const leadQuery = (filter: LeadFilter) => ({ kind: filter.kind, status: filter.status, q: filter.search });

/** The inbox's filter: a plain GET form, so the filtered view is a link; and the CSV of that view. */
export function LeadFilterForm({ filter }: { filter: LeadFilter }) {
  return (
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
        <a href={listHref('/admin/leads/export', leadQuery(filter))} className="btn btn-outline btn-md" download>
          Export CSV
        </a>
      </div>
    </form>
  );
}
