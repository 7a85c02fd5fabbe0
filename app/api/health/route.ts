import { handle, jsonResponse } from '@/lib/http/errors';
import { getProvider } from '@/lib/provider';
import { countFailedDeliveries } from '@/lib/store';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * Provider kind and database state; 503 when the embedded database cannot be used. Lead deliveries
 * that gave up are counted for operators but never fail the check: the site still takes leads.
 */
export function GET(): Promise<Response> {
  return handle(async () => {
    const provider = getProvider();
    const health = await provider.health();
    const ok = health.database !== 'unavailable';
    const failedDeliveries =
      provider.kind === 'embedded' && ok ? await countFailedDeliveries() : undefined;
    return jsonResponse({ status: ok ? 'ok' : 'degraded', ...health, failedDeliveries }, ok ? 200 : 503);
  });
}
