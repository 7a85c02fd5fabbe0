import 'server-only';
import { getLeadStore } from '@/lib/store';
import type { LeadFilter, LeadSummary } from '@/lib/store/lead-store';
import { toCsv } from '@/lib/text/csv.mjs';

const EXPORT_PAGE = 200;

/** The leads matching the filter, newest first, read page by page. */
async function allLeads(filter: LeadFilter): Promise<LeadSummary[]> {
  const store = getLeadStore();
  const leads: LeadSummary[] = [];
  let before: number | undefined;
  do {
    const page = await store.listLeads(filter, { limit: EXPORT_PAGE, before });
    leads.push(...page.leads);
    before = page.older;
  } while (before !== undefined);
  return leads;
}

/**
 * The inbox's current view as CSV, with the same cells as `npm run leads -- --format csv` (formula-
 * safe, RFC 4180) plus each lead's id and status, and its language as the last column. The lead's
 * own columns win over payload fields of the same name.
 */
export async function exportLeadsCsv(filter: LeadFilter): Promise<{ csv: string; count: number }> {
  const leads = await allLeads(filter);
  const records = leads.map(({ id, kind, createdAt, status, locale, fields }) => {
    const own = { id, kind, createdAt, status, locale };
    return { ...own, ...fields, ...own };
  });
  return { csv: toCsv(records, ['id', 'kind', 'createdAt', 'status'], ['locale']), count: leads.length };
}
