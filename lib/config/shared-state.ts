import type { ServerEnv } from './env';

/**
 * With REQUIRE_SHARED_STATE=true an instance refuses to start unless it will keep its state in
 * Postgres and Redis: one of several instances silently falling back to its own SQLite file and
 * memory would split leads and chat streams across the cluster. Checked at start-up rather than in
 * the env schema, so an image can still be built without the service URLs.
 */
export function assertSharedState(env: Pick<ServerEnv, 'REQUIRE_SHARED_STATE' | 'DATABASE_URL' | 'REDIS_URL'>): void {
  if (!env.REQUIRE_SHARED_STATE) return;
  const missing = [!env.DATABASE_URL && 'DATABASE_URL', !env.REDIS_URL && 'REDIS_URL'].filter(Boolean);
  if (missing.length > 0) {
    throw new Error(`REQUIRE_SHARED_STATE=true but ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set; refusing to start.`);
  }
}
