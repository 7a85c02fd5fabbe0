import 'server-only';
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { subscriberFrom } from '@/lib/store/alert-rows';
import type { AlertKind, AlertStore, ClaimedAlert, ReleaseSnapshot, Subscriber } from '@/lib/store/alert-store';
import { SUBSCRIBER_COLUMNS } from './alert-subscribers';

const DUE = `status = 'pending' AND next_attempt_at <= $1 AND (locked_until IS NULL OR locked_until <= $1)`;

// SKIP LOCKED hands each due job to one claimer across instances (as for lead delivery); a daily
// subscriber's other due digest jobs are leased with the first, so their digest is one mail.
const CLAIM = `
  WITH first AS (
    SELECT id, subscriber_id, digest FROM alert_jobs WHERE ${DUE}
    ORDER BY next_attempt_at, id LIMIT $4 FOR UPDATE SKIP LOCKED
  ), picked AS (
    SELECT j.id FROM alert_jobs j, first
    WHERE j.id = first.id OR (first.digest = 1 AND j.digest = 1 AND j.subscriber_id = first.subscriber_id
      AND j.status = 'pending' AND j.next_attempt_at <= $1 AND (j.locked_until IS NULL OR j.locked_until <= $1))
    FOR UPDATE OF j SKIP LOCKED
  )
  UPDATE alert_jobs j SET locked_until = $2, lease_token = $3, attempts = j.attempts + 1
  FROM picked WHERE j.id = picked.id
  RETURNING j.id, j.subscriber_id, j.kind, j.digest, j.attempts, j.queued_at, j.release_key`;

type JobRow = { id: string; subscriber_id: string; kind: AlertKind; digest: number; attempts: number; queued_at: Date; release_key: string | null };

type ClaimedRow = Subscriber & { confirm_nonce: string | null; confirm_expires_at: Date | null; confirmed_at: Date | null };

/** Each mail's jobs: an instant job alone, a daily subscriber's digest jobs together. */
function units(jobs: JobRow[]): JobRow[][] {
  const groups = new Map<string, JobRow[]>();
  for (const job of jobs.sort((a, b) => Number(a.id) - Number(b.id))) {
    const key = job.digest === 1 ? `digest ${job.subscriber_id}` : `job ${job.id}`;
    groups.set(key, [...(groups.get(key) ?? []), job]);
  }
  return [...groups.values()];
}

async function claimWork(pool: pg.Pool, now: Date, leaseMs: number, limit: number): Promise<ClaimedAlert[]> {
  const token = randomUUID();
  const { rows: jobs } = await pool.query<JobRow>(CLAIM, [now, new Date(now.getTime() + leaseMs), token, limit]);
  if (jobs.length === 0) return [];
  const subscriberIds = [...new Set(jobs.map((job) => job.subscriber_id))];
  const keys = [...new Set(jobs.map((job) => job.release_key).filter((key): key is string => key !== null))];
  const [{ rows: subscribers }, { rows: payloads }] = await Promise.all([
    pool.query(`SELECT ${SUBSCRIBER_COLUMNS}, confirm_nonce, confirm_expires_at FROM alert_subscribers WHERE id = ANY ($1::bigint[])`, [subscriberIds]),
    pool.query<{ release_key: string; payload: string }>(`SELECT release_key, payload FROM alert_releases WHERE release_key = ANY ($1::text[])`, [keys]),
  ]);
  const byId = new Map(subscribers.map((row) => [String(row.id), row]));
  const releases = new Map(payloads.map((row) => [row.release_key, JSON.parse(row.payload) as ReleaseSnapshot]));
  return units(jobs).map((unit): ClaimedAlert => {
    const row = byId.get(String(unit[0].subscriber_id)) as ClaimedRow;
    return {
      jobIds: unit.map((job) => Number(job.id)),
      kind: unit[0].kind,
      digest: unit[0].digest === 1,
      attempt: Math.max(...unit.map((job) => job.attempts)),
      queuedAt: new Date(Math.min(...unit.map((job) => job.queued_at.getTime()))).toISOString(),
      leaseToken: token,
      subscriber: subscriberFrom(row as never),
      ...(row.confirm_nonce && row.confirm_expires_at && row.confirmed_at === null
        ? { confirm: { nonce: row.confirm_nonce, expiresAt: new Date(row.confirm_expires_at).toISOString() } }
        : {}),
      releases: unit.flatMap((job) => (job.release_key && releases.get(job.release_key)) || []),
    };
  });
}

/** The mail jobs: leased to one sender at a time, then finished or put back for a retry. */
export function jobCalls(pool: pg.Pool): Pick<AlertStore, 'claim' | 'finish'> {
  return {
    claim: ({ leaseMs, now, limit }) => claimWork(pool, now, leaseMs, limit),

    async finish(claim, outcome, now) {
      const guard = `id = ANY ($1::bigint[]) AND lease_token = $2 AND status = 'pending'`;
      const result =
        outcome.status === 'retry'
          ? await pool.query(
              `UPDATE alert_jobs SET next_attempt_at = $3, last_error = $4, locked_until = NULL, lease_token = NULL WHERE ${guard}`,
              [claim.jobIds, claim.leaseToken, outcome.nextAttemptAt, outcome.error],
            )
          : await pool.query(
              `UPDATE alert_jobs SET status = $3, finished_at = $4, last_error = $5, locked_until = NULL, lease_token = NULL WHERE ${guard}`,
              [claim.jobIds, claim.leaseToken, outcome.status, now, outcome.status === 'failed' ? outcome.error : null],
            );
      return result.rowCount === claim.jobIds.length;
    },
  };
}
