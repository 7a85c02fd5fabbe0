import 'server-only';
import { serverEnv } from '@/lib/config/env';
import { configuredChannels } from '@/lib/store/delivery-channels';
import type { ConversationStore } from './conversation-store';
import type { LeadStore } from './lead-store';
import { createPostgresConversationStore } from './postgres/conversation-store';
import { createPostgresLeadStore } from './postgres/lead-store';
import { createSqliteConversationStore } from './sqlite/conversation-store';
import { createSqliteLeadStore } from './sqlite/lead-store';

// On globalThis, like the provider: route bundles and instrumentation share one store per process.
const KEY = Symbol.for('kairo-pr.lead-store');
const CONVERSATIONS = Symbol.for('kairo-pr.conversation-store');
const holder = globalThis as { [KEY]?: LeadStore; [CONVERSATIONS]?: ConversationStore };

/**
 * The lead store chosen by configuration, created once per process: Postgres when DATABASE_URL is
 * set (shared by every instance), else embedded SQLite in DATA_DIR.
 */
export function getLeadStore(): LeadStore {
  if (!holder[KEY]) {
    const env = serverEnv();
    const channels = configuredChannels(env);
    holder[KEY] = env.DATABASE_URL
      ? createPostgresLeadStore({ connectionString: env.DATABASE_URL, poolMax: env.PG_POOL_MAX, channels })
      : createSqliteLeadStore({ dataDir: env.DATA_DIR, channels });
  }
  return holder[KEY];
}

/** Commits what is queued, closes the store and forgets it, so the next call re-reads the env. */
export async function closeLeadStore(): Promise<void> {
  const store = holder[KEY];
  delete holder[KEY];
  await store?.close();
}

/**
 * The conversation store chosen by configuration, created once per process: Postgres when
 * DATABASE_URL is set (a conversation started on one instance continues on any other), else
 * embedded SQLite in DATA_DIR.
 */
export function getConversationStore(): ConversationStore {
  if (!holder[CONVERSATIONS]) {
    const env = serverEnv();
    holder[CONVERSATIONS] = env.DATABASE_URL
      ? createPostgresConversationStore({ connectionString: env.DATABASE_URL, poolMax: env.PG_POOL_MAX })
      : createSqliteConversationStore({ dataDir: env.DATA_DIR });
  }
  return holder[CONVERSATIONS];
}

/** Closes the conversation store and forgets it, so the next call re-reads the env. */
export async function closeConversationStore(): Promise<void> {
  const store = holder[CONVERSATIONS];
  delete holder[CONVERSATIONS];
  await store?.close();
}

/**
 * Lead deliveries that gave up, for the health answers; null when the store cannot say. Operators
 * see it, but it never fails a check: the site still takes leads.
 */
export function countFailedDeliveries(): Promise<number | null> {
  return getLeadStore()
    .countFailedJobs()
    .catch(() => null);
}
