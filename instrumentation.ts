/**
 * Server start-up: open the embedded database once, so the schema is created or migrated before the
 * first request and a broken DATA_DIR shows in the log at once rather than on a visitor's submit.
 * The connection is closed again: the provider opens its own in the route bundles that use it.
 * Then the lead delivery worker starts, when an e-mail or webhook channel is configured.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { serverEnv } = await import('./lib/config/env');
  const env = serverEnv();
  if (env.PROVIDER !== 'embedded') return;
  const { openDatabase } = await import('./lib/db/open');
  try {
    openDatabase(env.DATA_DIR).close();
  } catch (error) {
    console.error(`[start-up] the database in DATA_DIR (${env.DATA_DIR}) could not be opened:`, error);
    return;
  }
  // Leads committed before a restart and not yet delivered go out from here.
  const { startLeadDelivery } = await import('./lib/delivery');
  startLeadDelivery();
}
