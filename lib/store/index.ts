import 'server-only';
import { serverEnv } from '@/lib/config/env';
import { configuredChannels } from '@/lib/delivery/channels';
import type { LeadStore } from './lead-store';
import { createSqliteLeadStore } from './sqlite-lead-store';

// On globalThis, like the provider: route bundles and instrumentation share one store per process.
const KEY = Symbol.for('kairo-pr.lead-store');
const holder = globalThis as { [KEY]?: LeadStore };

/** The lead store chosen by configuration (embedded SQLite in DATA_DIR), created once per process. */
export function getLeadStore(): LeadStore {
  if (!holder[KEY]) {
    const env = serverEnv();
    holder[KEY] = createSqliteLeadStore({ dataDir: env.DATA_DIR, channels: configuredChannels(env) });
  }
  return holder[KEY];
}

/** Commits what is queued, closes the store and forgets it, so the next call re-reads the env. */
export async function closeLeadStore(): Promise<void> {
  const store = holder[KEY];
  delete holder[KEY];
  await store?.close();
}
