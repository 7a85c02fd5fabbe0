/**
 * Server start-up, in the Node.js runtime only (instrumentation.ts loads it there):
 *
 * 1. in production, warn when SITE_URL is unset, or refuse with REQUIRE_SITE_URL=true;
 * 2. refuse when shared state is required but not configured, or when the Postgres schema is not
 *    the one this code was written for;
 * 3. hand the drain time to the shutdown sequence and create the rate limiters before any request;
 * 4. start the provider (the embedded one deletes conversations idle past
 *    CONVERSATION_RETENTION_DAYS, and repeats that hourly). That first query opens the store, so the
 *    SQLite schema is created or migrated before the first request and a broken DATA_DIR or an
 *    unreachable Postgres shows in the log at once rather than on a visitor's submit; then, where
 *    the site delivers leads itself, start the delivery worker, so leads committed before a restart
 *    go out;
 * 5. start release alerts (docs/behaviour.md#release-alerts).
 *
 * A refusal ends the process with the reason: a thrown error would leave Next listening and
 * answering 500 to every request, where an orchestrator must see the instance fail.
 */
import { startReleaseAlerts } from '@/lib/alerts/runtime';
import { checkSiteUrl, serverEnv, type ServerEnv } from '@/lib/config/env';
import { assertSharedState } from '@/lib/config/shared-state';
import { startLeadDelivery } from '@/lib/delivery';
import { prepareRateLimits } from '@/lib/rate-limit/requests';
import { getProvider } from '@/lib/provider';
import { checkSchemaVersion } from '@/lib/store/postgres/migrate.mjs';
import { createPool } from '@/lib/store/postgres/pool';
import { configureShutdown } from '@/lib/lifecycle/shutdown';
import { readArticleFolder } from '@/lib/newsroom/articles';
import { nextEmbargoEnd } from '@/lib/newsroom/embargo';
import { scheduleEmbargoLift } from '@/lib/cache/embargo-lift';

export async function startServer(): Promise<void> {
  let env: ServerEnv;
  try {
    if (process.env.NODE_ENV === 'production') {
      const warning = checkSiteUrl();
      if (warning) console.warn(`[start-up] ${warning}`);
    }
    env = serverEnv();
    await checkSharedState(env);
  } catch (error) {
    console.error(`[start-up] ${(error as Error).message}`);
    process.exit(1);
  }
  configureShutdown({ drainMs: env.SHUTDOWN_DRAIN_MS });
  prepareRateLimits();
  const provider = getProvider();
  try {
    await provider.start();
  } catch (error) {
    const where = env.DATABASE_URL ? 'Postgres (DATABASE_URL)' : `the database in DATA_DIR (${env.DATA_DIR})`;
    console.error(`[start-up] ${where} could not be used:`, error);
    return;
  }
  if (provider.capabilities.deliversLeads) startLeadDelivery();
  await startReleaseAlerts().catch((error) => console.error('[start-up] release alerts could not start:', error));
  armEmbargoLift();
}

// Every instance arms its own timer, so a held release goes out on time even on an instance whose
// pages all come from the shared cache and never read the articles (docs/behaviour.md#embargoes).
function armEmbargoLift(): void {
  try {
    scheduleEmbargoLift(nextEmbargoEnd(readArticleFolder().articles));
  } catch (error) {
    console.error('[start-up] the newsroom could not be read for embargoes:', (error as Error).message);
  }
}

async function checkSharedState(env: ServerEnv): Promise<void> {
  assertSharedState(env);
  if (!env.DATABASE_URL) return;
  const pool = createPool({ connectionString: env.DATABASE_URL, max: 1 });
  try {
    await checkSchemaVersion(pool);
  } finally {
    await pool.end();
  }
}
