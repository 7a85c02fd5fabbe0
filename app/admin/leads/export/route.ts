import { recordAudit } from '@/lib/admin/audit';
import { requireStaffAction } from '@/lib/admin/guard';
import { exportLeadsCsv } from '@/lib/admin/lead-export';
import { parseLeadListQuery } from '@/lib/admin/lead-input';

/** The inbox's current filter as a CSV download (the list's query parameters, paging ignored). */
export async function GET(request: Request): Promise<Response> {
  const staff = await requireStaffAction('/admin/leads/export');
  const query = parseLeadListQuery(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.ok) {
    return new Response(`${query.error}\n`, { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  }
  const { filter } = query.value;
  const { csv, count } = await exportLeadsCsv(filter);
  // The search text may be a visitor's name or address: the log keeps only that there was one.
  await recordAudit({
    actor: staff,
    action: 'leads-export',
    detail: { kind: filter.kind ?? null, status: filter.status ?? null, searched: Boolean(filter.search), count },
  });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="leads-${day}.csv"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
