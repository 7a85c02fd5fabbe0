import { handle, jsonResponse } from '@/lib/http/errors';
import { getProvider } from '@/lib/provider';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** Provider kind and database state; 503 when the embedded database cannot be used. */
export function GET(): Promise<Response> {
  return handle(async () => {
    const health = await getProvider().health();
    const ok = health.database !== 'unavailable';
    return jsonResponse({ status: ok ? 'ok' : 'degraded', ...health }, ok ? 200 : 503);
  });
}
