import { handle, jsonResponse } from '@/lib/http/errors';
import { DRAINING_RETRY_AFTER_SECONDS } from '@/lib/http/service-gate';
import { isDraining } from '@/lib/lifecycle/shutdown';
import { checkReadiness } from '@/lib/lifecycle/readiness';
import { sharedStateChecks } from '@/lib/boot/shared-state-checks';
import { serverEnv } from '@/lib/config/env';
import { getProvider } from '@/lib/provider';
import { countFailedDeliveries } from '@/lib/store';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** A load balancer waits at most a few seconds for a probe. */
const READY_TIMEOUT_MS = 2_000;

/**
 * Readiness: 200 when this instance can take traffic — the store answers a query, or with
 * PROVIDER=remote the service answers, and Postgres and Redis answer when configured — and 503 with a JSON reason otherwise or while it shuts down.
 * With the embedded provider it also reports lead deliveries that gave up, without failing on them.
 */
export function GET(): Promise<Response> {
  return handle(async () => {
    if (isDraining()) {
      return jsonResponse({ status: 'draining', reason: 'The server is shutting down.' }, 503, {
        'retry-after': String(DRAINING_RETRY_AFTER_SECONDS),
      });
    }
    const provider = getProvider();
    const readiness = await checkReadiness(
      // Shared services first: with Postgres down the reason names Postgres, not the provider whose store it is.
      { ...sharedStateChecks(serverEnv()), [provider.kind]: (signal) => provider.checkReady(signal) },
      READY_TIMEOUT_MS,
    );
    if (readiness.ready) {
      const failedDeliveries = provider.kind === 'embedded' ? await countFailedDeliveries() : undefined;
      return jsonResponse({ status: 'ready', failedDeliveries });
    }
    return jsonResponse({ status: 'unavailable', reason: readiness.reason }, 503);
  });
}
