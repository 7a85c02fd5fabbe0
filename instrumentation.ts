/**
 * Server start-up. In production, warn when SITE_URL is unset, or refuse to start with
 * REQUIRE_SITE_URL=true; development serves on localhost, where the fallback is right.
 * Then open the embedded database once, so the schema is created or migrated before the first
 * request and a broken DATA_DIR shows in the log at once rather than on a visitor's submit.
 * The connection is closed again: the provider opens its own in the route bundles that use it.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  if (process.env.NODE_ENV === 'production') {
    const { checkSiteUrlAtStartup } = await import('./lib/config/site-url-startup');
    checkSiteUrlAtStartup();
  }
  const { serverEnv } = await import('./lib/config/env');
  const env = serverEnv();
  if (env.PROVIDER !== 'embedded') return;
  const { openDatabase } = await import('./lib/db/open');
  try {
    openDatabase(env.DATA_DIR).close();
  } catch (error) {
    console.error(`[start-up] the database in DATA_DIR (${env.DATA_DIR}) could not be opened:`, error);
  }
}
