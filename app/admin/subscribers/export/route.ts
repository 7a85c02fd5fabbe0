import { recordAudit } from '@/lib/admin/audit';
import { requireStaffAction } from '@/lib/admin/guard';
import { exportSubscribersCsv, subscriberSearch } from '@/lib/alerts/admin';

/** Release-alert subscribers as a CSV download (the list's search, if any). */
export async function GET(request: Request): Promise<Response> {
  const staff = await requireStaffAction('/admin/subscribers/export');
  const search = subscriberSearch(new URL(request.url).searchParams.get('q'));
  const { csv, count } = await exportSubscribersCsv(search);
  // The log keeps that there was a search, not the address searched for.
  await recordAudit({ actor: staff, action: 'leads-export', detail: { scope: 'alert-subscribers', searched: Boolean(search), count } });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="alert-subscribers-${day}.csv"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
