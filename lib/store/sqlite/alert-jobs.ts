import 'server-only';
import { randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';
import { subscriberFrom, type SubscriberRow } from '../alert-rows';
import type { AlertKind, AlertStore, ClaimedAlert, ReleaseSnapshot } from '../alert-store';
import { SUBSCRIBER_COLUMNS, type OpenDatabase } from './alert-subscribers';

type JobRow = {
  id: number;
  subscriber_id: number;
  kind: AlertKind;
  digest: number;
  attempts: number;
  queued_at: string;
  release_key: string | null;
};

const JOB_COLUMNS = 'id, subscriber_id, kind, digest, attempts, queued_at, release_key';
const DUE = `status = 'pending' AND next_attempt_at <= @now AND (locked_until IS NULL OR locked_until <= @now)`;

/** One mail's claim: its jobs (one, or a digest's several), their subscriber and releases. */
function claimOf(db: Database.Database, jobs: JobRow[], token: string): ClaimedAlert {
  const first = jobs[0];
  const row = db
    .prepare(`SELECT ${SUBSCRIBER_COLUMNS}, confirm_nonce, confirm_expires_at FROM alert_subscribers WHERE id = ?`)
    .get(first.subscriber_id) as SubscriberRow & { confirm_nonce: string | null; confirm_expires_at: string | null };
  const keys = jobs.map((job) => job.release_key).filter((key): key is string => key !== null);
  const payloads = keys.length
    ? (db
        .prepare(`SELECT payload FROM alert_releases WHERE release_key IN (SELECT value FROM json_each(?))`)
        .all(JSON.stringify(keys)) as { payload: string }[])
    : [];
  return {
    jobIds: jobs.map((job) => job.id),
    kind: first.kind,
    digest: first.digest === 1,
    attempt: Math.max(...jobs.map((job) => job.attempts)) + 1,
    queuedAt: jobs.map((job) => job.queued_at).sort()[0],
    leaseToken: token,
    subscriber: subscriberFrom(row),
    ...(row.confirm_nonce && row.confirm_expires_at && row.confirmed_at === null
      ? { confirm: { nonce: row.confirm_nonce, expiresAt: row.confirm_expires_at } }
      : {}),
    releases: payloads.map(({ payload }) => JSON.parse(payload) as ReleaseSnapshot),
  };
}

/**
 * Leases up to `limit` due mails in one immediate transaction (the write lock makes the
 * select-then-update atomic across connections, as SKIP LOCKED does on Postgres). A daily
 * subscriber's due digest jobs are leased together, as one mail.
 */
function claimWork(db: Database.Database, now: string, lockedUntil: string, limit: number): ClaimedAlert[] {
  const due = db.prepare(`SELECT ${JOB_COLUMNS} FROM alert_jobs WHERE ${DUE} ORDER BY next_attempt_at, id LIMIT @limit`).all({ now, limit }) as JobRow[];
  const siblings = db.prepare(`SELECT ${JOB_COLUMNS} FROM alert_jobs WHERE ${DUE} AND subscriber_id = @subscriber AND digest = 1 ORDER BY id`);
  const units: JobRow[][] = [];
  const digests = new Set<number>();
  for (const job of due) {
    if (!job.digest) units.push([job]);
    else if (!digests.has(job.subscriber_id)) {
      digests.add(job.subscriber_id);
      units.push(siblings.all({ now, subscriber: job.subscriber_id }) as JobRow[]);
    }
  }
  const token = randomUUID();
  const lease = db.prepare('UPDATE alert_jobs SET locked_until = ?, lease_token = ?, attempts = attempts + 1 WHERE id = ?');
  for (const job of units.flat()) lease.run(lockedUntil, token, job.id);
  return units.map((jobs) => claimOf(db, jobs, token));
}

/** The mail jobs: leased to one sender at a time, then finished or put back for a retry. */
export function jobCalls(db: OpenDatabase): Pick<AlertStore, 'claim' | 'finish'> {
  return {
    async claim({ leaseMs, now, limit }) {
      const run = db().transaction(() => claimWork(db(), now.toISOString(), new Date(now.getTime() + leaseMs).toISOString(), limit));
      return run.immediate();
    },

    async finish(claim, outcome, now) {
      const ids = JSON.stringify(claim.jobIds);
      const guard = `id IN (SELECT value FROM json_each(@ids)) AND lease_token = @token AND status = 'pending'`;
      const base = { ids, token: claim.leaseToken, now: now.toISOString() };
      const result =
        outcome.status === 'retry'
          ? db()
              .prepare(`UPDATE alert_jobs SET next_attempt_at = @next, last_error = @error, locked_until = NULL, lease_token = NULL WHERE ${guard}`)
              .run({ ...base, next: outcome.nextAttemptAt.toISOString(), error: outcome.error })
          : db()
              .prepare(
                `UPDATE alert_jobs SET status = @status, finished_at = @now, last_error = @error, locked_until = NULL, lease_token = NULL WHERE ${guard}`,
              )
              .run({ ...base, status: outcome.status, error: outcome.status === 'failed' ? outcome.error : null });
      return result.changes === claim.jobIds.length;
    },
  };
}
