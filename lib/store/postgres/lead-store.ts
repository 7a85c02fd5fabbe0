import 'server-only';
import { randomUUID } from 'node:crypto';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import type { ClaimedJob, DeliveryChannel, LeadStore, SubmissionKind } from '../lead-store';
import { postgresMentions } from '../mentions';
import { leadInbox } from './lead-inbox';
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

// SKIP LOCKED hands each due job to one claimer: a row another transaction is leasing right now is
// passed over, and a row leased by a transaction that has just committed is re-checked against the
// new lease and left out. The lease outlives the transaction, so a sender that dies keeps the job
// only until locked_until.
const CLAIM_JOBS = `
  WITH due AS (
    SELECT id FROM delivery_jobs
    WHERE status = 'pending' AND next_attempt_at <= $1
      AND (locked_until IS NULL OR locked_until <= $1)
      AND channel = ANY ($2::text[])
    ORDER BY next_attempt_at, id
    LIMIT $3
    FOR UPDATE SKIP LOCKED
  ), claimed AS (
    UPDATE delivery_jobs j SET locked_until = $4, lease_token = $5, attempts = j.attempts + 1
    FROM due, submissions s
    WHERE j.id = due.id AND s.id = j.submission_id
    RETURNING j.id, j.channel, j.attempts, j.queued_at, j.next_attempt_at,
              s.id AS submission_id, s.kind, s.created_at, s.locale, s.payload
  )
  SELECT * FROM claimed ORDER BY next_attempt_at, id`;

const LEASE_HELD = `id = $1 AND lease_token = $2 AND status = 'pending'`;

type ClaimRow = {
  id: string;
  channel: DeliveryChannel;
  attempts: number;
  queued_at: Date;
  submission_id: string;
  kind: SubmissionKind;
  created_at: Date;
  locale: Locale;
  payload: Record<string, unknown>;
};

/**
 * The shared lead store: submissions and their delivery outbox in Postgres, for several instances
 * at once. Ids are BIGINT, which pg returns as strings; they are numbers here, exact up to 2^53.
 */
export function createPostgresLeadStore(options: PostgresLeadStoreOptions): LeadStore {
  const { pool, release } = acquirePool({ connectionString: options.connectionString, max: options.poolMax });
  const channels = [...options.channels];
  const inFlight = new Set<Promise<unknown>>();
  let closed = false;
  const inbox = leadInbox(pool);

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

    async claimJobs({ channels: wanted, limit, leaseMs, now }) {
      open();
      if (wanted.length === 0 || limit <= 0) return [];
      const token = randomUUID();
      const { rows } = await pool.query<ClaimRow>(CLAIM_JOBS, [
        now,
        wanted,
        limit,
        new Date(now.getTime() + leaseMs),
        token,
      ]);
      return rows.map(
        (row): ClaimedJob => ({
          id: Number(row.id),
          channel: row.channel,
          attempt: row.attempts,
          queuedAt: row.queued_at.toISOString(),
          leaseToken: token,
          lead: {
            id: Number(row.submission_id),
            kind: row.kind,
            createdAt: row.created_at.toISOString(),
            locale: row.locale,
            fields: row.payload,
          },
        }),
      );
    },

    async finishJob(job, outcome, now) {
      open();
      const lease = [job.id, job.leaseToken];
      const result =
        outcome.status === 'delivered'
          ? await pool.query(
              `UPDATE delivery_jobs SET status = 'delivered', finished_at = $3, locked_until = NULL, lease_token = NULL
               WHERE ${LEASE_HELD}`,
              [...lease, now],
            )
          : outcome.status === 'failed'
            ? await pool.query(
                `UPDATE delivery_jobs SET status = 'failed', finished_at = $3, last_error = $4,
                 locked_until = NULL, lease_token = NULL WHERE ${LEASE_HELD}`,
                [...lease, now, outcome.error],
              )
            : await pool.query(
                `UPDATE delivery_jobs SET next_attempt_at = $3, last_error = $4, locked_until = NULL, lease_token = NULL
                 WHERE ${LEASE_HELD}`,
                [...lease, outcome.nextAttemptAt, outcome.error],
              );
      return result.rowCount === 1;
    },

    async countFailedJobs() {
      open();
      const { rows } = await pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM delivery_jobs WHERE status = 'failed'`,
      );
      return rows[0].n;
    },

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
