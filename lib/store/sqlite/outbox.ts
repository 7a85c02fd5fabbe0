import 'server-only';
import type Database from 'better-sqlite3';
import type { Locale } from '@/lib/i18n/locales';
import type { ClaimedJob, DeliveryChannel, JobOutcome } from '@/lib/store/lead-store';
import type { SubmissionKind } from '../submissions';

/** One pending job per channel for a submission; runs inside the submission's transaction. */
export function insertJobs(
  db: Database.Database,
  submissionId: number,
  channels: readonly DeliveryChannel[],
  now: string,
): void {
  const insert = db.prepare(
    `INSERT INTO delivery_jobs (submission_id, channel, queued_at, next_attempt_at) VALUES (?, ?, ?, ?)`,
  );
  for (const channel of channels) insert.run(submissionId, channel, now, now);
}

type ClaimRow = {
  id: number;
  channel: DeliveryChannel;
  attempts: number;
  queued_at: string;
  submission_id: number;
  kind: SubmissionKind;
  created_at: string;
  locale: Locale;
  payload: string;
};

/**
 * Leases due jobs in one immediate transaction: the write lock makes the select-then-update atomic
 * across every connection to the file, which is what SKIP LOCKED gives a shared database.
 */
export function claimJobs(
  db: Database.Database,
  options: { channels: readonly DeliveryChannel[]; limit: number; lockedUntil: string; now: string; token: string },
): ClaimedJob[] {
  if (options.channels.length === 0 || options.limit <= 0) return [];
  const claim = db.transaction(() => {
    const rows = db
      .prepare(
        `SELECT j.id, j.channel, j.attempts, j.queued_at, s.id AS submission_id, s.kind, s.created_at, s.locale, s.payload
         FROM delivery_jobs j JOIN submissions s ON s.id = j.submission_id
         WHERE j.status = 'pending' AND j.next_attempt_at <= @now
           AND (j.locked_until IS NULL OR j.locked_until <= @now)
           AND j.channel IN (SELECT value FROM json_each(@channels))
         ORDER BY j.next_attempt_at, j.id
         LIMIT @limit`,
      )
      .all({ now: options.now, channels: JSON.stringify(options.channels), limit: options.limit }) as ClaimRow[];
    const lease = db.prepare(
      'UPDATE delivery_jobs SET locked_until = ?, lease_token = ?, attempts = attempts + 1 WHERE id = ?',
    );
    for (const row of rows) lease.run(options.lockedUntil, options.token, row.id);
    return rows;
  });
  return claim.immediate().map((row) => ({
    id: row.id,
    channel: row.channel,
    attempt: row.attempts + 1,
    queuedAt: row.queued_at,
    leaseToken: options.token,
    lead: {
      id: row.submission_id,
      kind: row.kind,
      createdAt: row.created_at,
      locale: row.locale,
      fields: JSON.parse(row.payload) as Record<string, unknown>,
    },
  }));
}

export function finishJob(
  db: Database.Database,
  job: { id: number; leaseToken: string },
  outcome: JobOutcome,
  now: string,
): boolean {
  const guard = `WHERE id = @id AND lease_token = @token AND status = 'pending'`;
  const params = { id: job.id, token: job.leaseToken, now };
  const result =
    outcome.status === 'delivered'
      ? db
          .prepare(
            `UPDATE delivery_jobs SET status = 'delivered', finished_at = @now, locked_until = NULL, lease_token = NULL ${guard}`,
          )
          .run(params)
      : outcome.status === 'failed'
        ? db
            .prepare(
              `UPDATE delivery_jobs SET status = 'failed', finished_at = @now, last_error = @error,
               locked_until = NULL, lease_token = NULL ${guard}`,
            )
            .run({ ...params, error: outcome.error })
        : db
            .prepare(
              `UPDATE delivery_jobs SET next_attempt_at = @next, last_error = @error,
               locked_until = NULL, lease_token = NULL ${guard}`,
            )
            .run({ ...params, error: outcome.error, next: outcome.nextAttemptAt.toISOString() });
  return result.changes === 1;
}

export function countFailedJobs(db: Database.Database): number {
  return (db.prepare(`SELECT count(*) AS n FROM delivery_jobs WHERE status = 'failed'`).get() as { n: number }).n;
}
