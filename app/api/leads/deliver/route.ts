import { serverEnv } from '@/lib/config/env';
import { runLeadDeliveryPass } from '@/lib/delivery';
import { handle, HttpError, jsonResponse } from '@/lib/http/errors';
import { requireBearer } from '@/lib/http/bearer';
import { getProvider } from '@/lib/provider';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** A scheduler drives delivery where no server process lives on: `Authorization: Bearer <LEADS_DELIVER_TOKEN>`. */
export function POST(request: Request): Promise<Response> {
  return handle(async () => {
    const env = serverEnv();
    requireBearer(request, env.LEADS_DELIVER_TOKEN, 'delivery');
    if (!getProvider().capabilities.deliversLeads) {
      throw new HttpError(409, 'Leads are delivered by the remote provider, not by this site.');
    }
    return jsonResponse(await runLeadDeliveryPass());
  });
}
