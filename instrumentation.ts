/**
 * Server start-up. In production, warn when SITE_URL is unset, or refuse to start with
 * REQUIRE_SITE_URL=true; development serves on localhost, where the fallback is right. Refuse to
 * start when shared state is required but not configured, or when the Postgres schema is not the
 * one this code was written for. Open the embedded database once, so the schema is created or
 * migrated before the first request and a broken DATA_DIR shows in the log at once rather than on
 * a visitor's submit (the provider opens its own connection in the route bundles that use it).
 * Then start the lead delivery worker, when an e-mail or webhook channel is configured. The drain
 * time goes to the shutdown sequence and the rate limiters are created here, before any request.
 * Conversations idle past CONVERSATION_RETENTION_DAYS are deleted at start-up (the provider repeats
 * that hourly).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  if (process.env.NODE_ENV === 'production') {
    const { checkSiteUrlAtStartup } = await import('./lib/config/site-url-startup');
    checkSiteUrlAtStartup();
  }
  const { serverEnv } = await import('./lib/config/env');
  const env = serverEnv();
  try {
    await checkSharedState(env);
  } catch (error) {
    // Next would keep listening and answer every request with 500; an orchestrator must see the
    // instance fail instead, with the reason in its log.
    console.error(`[start-up] ${(error as Error).message}`);
    process.exit(1);
  }
  const { configureShutdown } = await import('./lib/lifecycle/shutdown');
  configureShutdown({ drainMs: env.SHUTDOWN_DRAIN_MS });
  const { prepareRateLimits } = await import('./lib/http/rate-limit');
  prepareRateLimits();
  if (env.PROVIDER !== 'embedded') return;
  const { openDatabase } = await import('./lib/db/open');
  const { deleteIdleConversations } = await import('./lib/db/conversations');
  try {
    const db = openDatabase(env.DATA_DIR);
    try {
      const cutoff = new Date(Date.now() - env.CONVERSATION_RETENTION_DAYS * 24 * 60 * 60 * 1000);
      const deleted = deleteIdleConversations(db, cutoff);
      if (deleted > 0) console.log(`[start-up] deleted ${deleted} idle conversation(s)`);
    } finally {
      db.close();
    }
  } catch (error) {
    console.error(`[start-up] the database in DATA_DIR (${env.DATA_DIR}) could not be opened:`, error);
    return;
  }
  // Leads committed before a restart and not yet delivered go out from here.
  const { startLeadDelivery } = await import('./lib/delivery');
  startLeadDelivery();
}

async function checkSharedState(env: import('./lib/config/env').ServerEnv): Promise<void> {
  const { assertSharedState } = await import('./lib/config/shared-state');
  assertSharedState(env);
  if (!env.DATABASE_URL) return;
  const [{ createPool }, { checkSchemaVersion }] = await Promise.all([
    import('./lib/store/postgres/pool'),
    import('./lib/store/postgres/migrate.mjs'),
  ]);
  const pool = createPool({ connectionString: env.DATABASE_URL, max: 1 });
  try {
    await checkSchemaVersion(pool);
  } finally {
    await pool.end();
  }
}
