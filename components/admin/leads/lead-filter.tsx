import { SelectField, TextField } from '@/components/admin/form/fields';
import { listHref } from '@/lib/admin/paging';
import { SOURCE_LABELS, STATUS_LABELS } from '@/lib/admin/lead-labels';
import { LEAD_SEARCH_MAX_CHARS, type LeadFilter } from '@/lib/store/lead-store';

/** The inbox's filter as query parameters, as the filter form names them. */
export const leadQuery = (filter: LeadFilter) => ({ kind: filter.kind, status: filter.status, q: filter.search });

/** The inbox's filter: a plain GET form, so the filtered view is a link; and the CSV of that view. */
export function LeadFilterForm({ filter }: { filter: LeadFilter }) {
  return (
    <form method="get" action="/admin/leads" className="grid gap-4 sm:grid-cols-[1fr_1fr_2fr_auto] sm:items-end">
      <SelectField id="kind" label="Source" choices={SOURCE_LABELS} defaultValue={filter.kind} any="All sources" />
      <SelectField id="status" label="Status" choices={STATUS_LABELS} defaultValue={filter.status} any="All statuses" />
      <TextField
        id="q"
        name="q"
        type="search"
        label="Search name, company, e-mail or message"
        maxLength={LEAD_SEARCH_MAX_CHARS}
        defaultValue={filter.search ?? ''}
      />
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
