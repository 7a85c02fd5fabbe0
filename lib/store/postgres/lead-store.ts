import 'server-only';
import type pg from 'pg';
import { defaultLocale } from '@/lib/i18n/locales';
import type { DeliveryChannel, LeadStore } from '../lead-store';
import { postgresMentions } from '../mentions';
import { leadInbox } from './lead-inbox';
import { deliveryCalls } from './lead-outbox';
import { acquirePool } from './pool';

export type PostgresLeadStoreOptions = {
  connectionString: string;
  /** Connections this store's pool may open; concurrent submissions queue for them. */
  poolMax: number;
  /** The channels that get a delivery job with every submission (none: no jobs). */
  channels: readonly DeliveryChannel[];
};

// One statement is one transaction: the submission and its jobs commit together or not at all, and
// the query resolves only after the commit, in one round trip. With no channel the jobs' INSERT
// writes nothing.
const ADD_SUBMISSION = `
  WITH submission AS (
    INSERT INTO submissions (kind, created_at, payload, locale) VALUES ($1, $2, $3::json, $5) RETURNING id
  ), jobs AS (
    INSERT INTO delivery_jobs (submission_id, channel, queued_at, next_attempt_at)
    SELECT submission.id, channel, $2, $2 FROM submission, unnest($4::text[]) AS channel
  )
  SELECT id FROM submission`;

/** The inbox and personal-data calls, each refused once the store is closed. */
function inboxCalls(
  pool: pg.Pool,
  open: () => void,
): Omit<LeadStore, 'addSubmission' | 'claimJobs' | 'finishJob' | 'countFailedJobs' | 'ping' | 'close'> {
  const inbox = leadInbox(pool);
  return {
    async listLeads(filter, page) {
      open();
      return inbox.listLeads(filter, page);
    },

    async getLead(id) {
      open();
      return inbox.getLead(id);
    },

    async setLeadStatus(id, status, actor, now) {
      open();
      return inbox.setLeadStatus(id, status, actor, now);
    },

    async addLeadNote(id, body, author, now) {
      open();
      return inbox.addLeadNote(id, body, author, now);
    },

    async requeueDelivery(id, channel, now) {
      open();
      return inbox.requeueDelivery(id, channel, now);
    },

    async leadsByEmail(email) {
      open();
      return inbox.leadsByEmail(email);
    },

    async leadsByConversation(conversationId) {
      open();
      return inbox.leadsByConversation(conversationId);
    },

    async eraseLeadsByEmail(email) {
      open();
      return inbox.eraseLeadsByEmail(email);
    },

    async leadsMentioning(email) {
      open();
      return postgresMentions(pool).leadsMentioning(email);
    },

    // Postgres keeps deleted row versions until VACUUM reclaims them (docs/operations.md).
    async redactMentions(email) {
      open();
      return postgresMentions(pool).redactMentions(email);
    },
  };
}

/**
 * The shared lead store: submissions and their delivery outbox in Postgres, for several instances
 * at once. Ids are BIGINT, which pg returns as strings; they are numbers here, exact up to 2^53.
 */
export function createPostgresLeadStore(options: PostgresLeadStoreOptions): LeadStore {
  const { pool, release } = acquirePool({ connectionString: options.connectionString, max: options.poolMax });
  const channels = [...options.channels];
  const inFlight = new Set<Promise<unknown>>();
  let closed = false;

  function open(): void {
    if (closed) throw new Error('The lead store is closed.');
  }

  return {
    async addSubmission(kind, fields, locale = defaultLocale) {
      open();
      const insert = pool.query<{ id: string }>(ADD_SUBMISSION, [
        kind,
        new Date(),
        JSON.stringify(fields),
        channels,
        locale,
      ]);
      inFlight.add(insert);
      try {
        const { rows } = await insert;
        return Number(rows[0].id);
      } finally {
        inFlight.delete(insert);
      }
    },

    ...deliveryCalls(pool, open),
    ...inboxCalls(pool, open),

    async ping() {
      open();
      await pool.query('SELECT 1');
    },

    async close() {
      if (closed) return;
      closed = true;
      // Submissions already sent to the server still commit and answer their callers.
      await Promise.allSettled(inFlight);
      await release();
    },
  };
}
