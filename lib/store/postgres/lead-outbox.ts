import 'server-only';
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Locale } from '@/lib/i18n/locales';
import type { ClaimedJob, DeliveryChannel, LeadStore, SubmissionKind } from '../lead-store';

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

/** The delivery outbox: jobs leased to one sender at a time, then finished or put back for a retry. */
export function deliveryCalls(
  pool: pg.Pool,
  open: () => void,
): Pick<LeadStore, 'claimJobs' | 'finishJob' | 'countFailedJobs'> {
  return {
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
  };
}
