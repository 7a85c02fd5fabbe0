import 'server-only';
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { normaliseEmail, snapshotText, wants } from '@/lib/store/alert-matching';
import { newNonce, subscriberFrom } from '@/lib/store/alert-rows';
import type { AlertKind, AlertStore, ClaimedAlert, PublishResult, ReleaseSnapshot, Subscriber } from '@/lib/store/alert-store';
import { acquirePool } from './pool';

const SUBSCRIBER_COLUMNS = 'id, email, locale, languages, topics, frequency, created_at, confirmed_at, token_nonce';
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

async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

async function fanOut(client: pg.PoolClient, fresh: ReleaseSnapshot[], now: Date, digestAt: Date): Promise<number> {
  const { rows } = await client.query(`SELECT ${SUBSCRIBER_COLUMNS} FROM alert_subscribers WHERE confirmed_at IS NOT NULL`);
  const subscribers: Subscriber[] = rows.map(subscriberFrom);
  const ids: number[] = [];
  const keys: string[] = [];
  const digests: number[] = [];
  for (const release of fresh) {
    for (const subscriber of subscribers) {
      if (!wants(subscriber, release)) continue;
      ids.push(subscriber.id);
      keys.push(release.key);
      digests.push(subscriber.frequency === 'daily' ? 1 : 0);
    }
  }
  if (ids.length === 0) return 0;
  const result = await client.query(
    `INSERT INTO alert_jobs (subscriber_id, kind, release_key, digest, queued_at, next_attempt_at)
     SELECT s, 'alert', k, d, $4::timestamptz, CASE WHEN d = 1 THEN $5::timestamptz ELSE $4::timestamptz END
     FROM unnest($1::bigint[], $2::text[], $3::int[]) AS t(s, k, d)
     ON CONFLICT (subscriber_id, release_key) DO NOTHING`,
    [ids, keys, digests, now, digestAt],
  );
  return result.rowCount ?? 0;
}

async function publishReleases(client: pg.PoolClient, releases: readonly ReleaseSnapshot[], now: Date, digestAt: Date) {
  const result: PublishResult = { baseline: 0, published: 0, queued: 0 };
  const first = await client.query(`INSERT INTO alert_state (name, value) VALUES ('baseline', $1) ON CONFLICT DO NOTHING`, [
    now.toISOString(),
  ]);
  const baseline = first.rowCount === 1 ? 1 : 0;
  const fresh: ReleaseSnapshot[] = [];
  for (const release of releases) {
    // Only the transaction that inserts or changes the row gets it back, so one instance fans out.
    const { rows } = await client.query<{ baseline: number }>(
      `INSERT INTO alert_releases (release_key, payload, first_seen_at, baseline) VALUES ($1, $2, $3, $4)
       ON CONFLICT (release_key) DO UPDATE SET payload = excluded.payload WHERE alert_releases.payload <> excluded.payload
       RETURNING baseline`,
      [release.key, snapshotText(release), now, baseline],
    );
    if (rows.length === 0) continue;
    if (rows[0].baseline) result.baseline++;
    else fresh.push(release);
  }
  result.published = fresh.length;
  if (fresh.length) result.queued = await fanOut(client, fresh, now, digestAt);
  return result;
}

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

/** The shared alert store: the same tables in Postgres, for several instances at once. */
export function createPostgresAlertStore(options: { connectionString: string; poolMax: number }): AlertStore {
  const { pool, release } = acquirePool({ connectionString: options.connectionString, max: options.poolMax });
  const byEmail = async (email: string) =>
    (await pool.query(`SELECT ${SUBSCRIBER_COLUMNS} FROM alert_subscribers WHERE email = $1`, [normaliseEmail(email)])).rows[0];

  return {
    subscribe: (request, confirm, now) =>
      inTransaction(pool, async (client) => {
        const email = normaliseEmail(request.email);
        const values = [email, request.locale, JSON.stringify(request.languages), JSON.stringify(request.topics), request.frequency];
        // The row is written (or locked) first, so two requests for one address queue behind each other.
        const { rows } = await client.query<{ id: string; confirmed_at: Date | null; inserted: boolean }>(
          `INSERT INTO alert_subscribers (email, locale, languages, topics, frequency, created_at, token_nonce, confirm_nonce, confirm_expires_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
           ON CONFLICT (email) DO UPDATE SET
             locale = CASE WHEN alert_subscribers.confirmed_at IS NULL THEN excluded.locale ELSE alert_subscribers.locale END,
             languages = CASE WHEN alert_subscribers.confirmed_at IS NULL THEN excluded.languages ELSE alert_subscribers.languages END,
             topics = CASE WHEN alert_subscribers.confirmed_at IS NULL THEN excluded.topics ELSE alert_subscribers.topics END,
             frequency = CASE WHEN alert_subscribers.confirmed_at IS NULL THEN excluded.frequency ELSE alert_subscribers.frequency END,
             confirm_nonce = CASE WHEN alert_subscribers.confirmed_at IS NULL THEN excluded.confirm_nonce END,
             confirm_expires_at = CASE WHEN alert_subscribers.confirmed_at IS NULL THEN excluded.confirm_expires_at END
           RETURNING id, confirmed_at, (xmax = 0) AS inserted`,
          [...values, now, newNonce(), confirm.nonce, confirm.expiresAt],
        );
        const row = rows[0];
        const kind = row.confirmed_at ? 'already' : 'confirm';
        await client.query(`INSERT INTO alert_jobs (subscriber_id, kind, queued_at, next_attempt_at) VALUES ($1, $2, $3, $3)`, [
          row.id,
          kind,
          now,
        ]);
        return row.confirmed_at ? 'confirmed' : row.inserted ? 'new' : 'unconfirmed';
      }),

    async confirm(id, nonce, now) {
      const result = await pool.query(
        `UPDATE alert_subscribers SET confirmed_at = $3, confirm_nonce = NULL, confirm_expires_at = NULL
         WHERE id = $1 AND confirm_nonce = $2 AND confirmed_at IS NULL AND confirm_expires_at > $3`,
        [id, nonce, now],
      );
      return result.rowCount === 1;
    },

    async getSubscriber(id) {
      const { rows } = await pool.query(`SELECT ${SUBSCRIBER_COLUMNS} FROM alert_subscribers WHERE id = $1`, [id]);
      return rows[0] && subscriberFrom(rows[0]);
    },

    async updatePreferences(id, tokenNonce, { languages, topics, frequency }) {
      const result = await pool.query(
        `UPDATE alert_subscribers SET languages = $3, topics = $4, frequency = $5 WHERE id = $1 AND token_nonce = $2`,
        [id, tokenNonce, JSON.stringify(languages), JSON.stringify(topics), frequency],
      );
      return result.rowCount === 1;
    },

    async unsubscribe(id, tokenNonce) {
      const result = await pool.query(`DELETE FROM alert_subscribers WHERE id = $1 AND token_nonce = $2`, [id, tokenNonce]);
      return result.rowCount === 1;
    },

    async forgetUnconfirmed(now) {
      const result = await pool.query(
        `DELETE FROM alert_subscribers WHERE confirmed_at IS NULL AND confirm_expires_at <= $1`,
        [now],
      );
      return result.rowCount ?? 0;
    },

    publish: (releases, now, digestAt) => inTransaction(pool, (client) => publishReleases(client, releases, now, digestAt)),

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

    async countSubscribers() {
      const { rows } = await pool.query<{ confirmed: number; unconfirmed: number }>(
        `SELECT count(confirmed_at)::int AS confirmed, (count(*) - count(confirmed_at))::int AS unconfirmed FROM alert_subscribers`,
      );
      return rows[0];
    },

    async listSubscribers({ search, limit }) {
      const pattern = `%${(search ?? '').toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const { rows } = await pool.query(
        `SELECT ${SUBSCRIBER_COLUMNS} FROM alert_subscribers WHERE email LIKE $1 ORDER BY id DESC LIMIT $2`,
        [pattern, limit],
      );
      return rows.map(subscriberFrom);
    },

    async findByEmail(email) {
      const row = await byEmail(email);
      return row && subscriberFrom(row);
    },

    eraseByEmail: (email) =>
      inTransaction(pool, async (client) => {
        const { rows } = await client.query<{ id: string }>(`SELECT id FROM alert_subscribers WHERE email = $1 FOR UPDATE`, [
          normaliseEmail(email),
        ]);
        if (rows.length === 0) return { subscribers: 0, jobs: 0 };
        const jobs = await client.query(`DELETE FROM alert_jobs WHERE subscriber_id = $1`, [rows[0].id]);
        await client.query(`DELETE FROM alert_subscribers WHERE id = $1`, [rows[0].id]);
        return { subscribers: 1, jobs: jobs.rowCount ?? 0 };
      }),

    close: release,
  };
}
