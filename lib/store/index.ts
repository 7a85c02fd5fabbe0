import 'server-only';
import { configuredStore } from './configured';
import { configuredChannels } from './delivery-channels';
import type { ConversationStore } from './conversation-store';
import type { LeadStore } from './lead-store';
import { createPostgresConversationStore } from './postgres/conversation-store';
import { createPostgresLeadStore } from './postgres/lead-store';
import { createSqliteConversationStore } from './sqlite/conversation-store';
import { createSqliteLeadStore } from './sqlite/lead-store';

const leads = configuredStore('lead-store', {
  postgres: (shared, env) => createPostgresLeadStore({ ...shared, channels: configuredChannels(env) }),
  sqlite: (embedded, env) => createSqliteLeadStore({ ...embedded, channels: configuredChannels(env) }),
});

const conversations = configuredStore('conversation-store', {
  postgres: createPostgresConversationStore,
  sqlite: createSqliteConversationStore,
});

/** The lead store (lib/store/configured.ts); Postgres is shared by every instance. */
export const getLeadStore: () => LeadStore = leads.get;
/** Commits what is queued, closes the store and forgets it. */
export const closeLeadStore = leads.close;

/** The conversation store; on Postgres a conversation started on one instance continues on any other. */
export const getConversationStore: () => ConversationStore = conversations.get;
export const closeConversationStore = conversations.close;

/**
 * Lead deliveries that gave up, for the health answers; null when the store cannot say. Operators
 * see it, but it never fails a check: the site still takes leads.
 */
export function countFailedDeliveries(): Promise<number | null> {
  return getLeadStore()
    .countFailedJobs()
    .catch(() => null);
}
