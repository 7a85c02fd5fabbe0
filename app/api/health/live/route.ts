import { jsonResponse } from '@/lib/http/errors';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** Liveness: the process answers (also while it drains; restarting it would not help). */
export function GET(): Response {
  return jsonResponse({ status: 'ok' });
}
