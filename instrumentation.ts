/**
 * Server start-up: validate the environment (an invalid value stops the server, naming it), hand the
 * drain time to the shutdown sequence, create the rate limiters, and open the embedded database once, so the schema is
 * created or migrated before the first request and a broken DATA_DIR shows in the log at once
 * rather than on a visitor's submit.
 * The connection is closed again: the provider opens its own in the route bundles that use it.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { serverEnv } = await import('./lib/config/env');
  const env = serverEnv();
  const { configureShutdown } = await import('./lib/lifecycle/shutdown');
  configureShutdown({ drainMs: env.SHUTDOWN_DRAIN_MS });
  const { prepareRateLimits } = await import('./lib/http/rate-limit');
  prepareRateLimits();
  if (env.PROVIDER !== 'embedded') return;
  const { openDatabase } = await import('./lib/db/open');
  try {
    openDatabase(env.DATA_DIR).close();
  } catch (error) {
    console.error(`[start-up] the database in DATA_DIR (${env.DATA_DIR}) could not be opened:`, error);
  }
}
