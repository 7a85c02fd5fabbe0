/**
 * Server start-up: open the embedded database once, so the schema is created or migrated before the
 * first request and a broken DATA_DIR shows in the log at once rather than on a visitor's submit, and
 * delete the conversations idle past CONVERSATION_RETENTION_DAYS (the provider repeats that hourly).
 * The connection is closed again: the provider opens its own in the route bundles that use it.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { serverEnv } = await import('./lib/config/env');
  const env = serverEnv();
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
  }
}
