import 'server-only';
import { randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';
import { openOnFirstUse } from '@/lib/store/sqlite/open';
import { normaliseEmail, snapshotText, wants } from '../alert-matching';
import { newNonce, subscriberFrom, type SubscriberRow } from '../alert-rows';
import type { AlertKind, AlertStore, ClaimedAlert, ReleaseSnapshot } from '../alert-store';

const SUBSCRIBER_COLUMNS = 'id, email, locale, languages, topics, frequency, created_at, confirmed_at, token_nonce';
const BASELINE = 'baseline';

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

function publishReleases(db: Database.Database, releases: readonly ReleaseSnapshot[], now: string, digestAt: string) {
  const result = { baseline: 0, published: 0, queued: 0 };
  const first = db.prepare(`INSERT INTO alert_state (name, value) VALUES (?, ?) ON CONFLICT DO NOTHING`).run(BASELINE, now);
  const baseline = first.changes === 1;
  const upsert = db.prepare(
    `INSERT INTO alert_releases (release_key, payload, first_seen_at, baseline) VALUES (@key, @payload, @now, @baseline)
     ON CONFLICT (release_key) DO UPDATE SET payload = excluded.payload WHERE alert_releases.payload <> excluded.payload
     RETURNING baseline`,
  );
  const fresh: ReleaseSnapshot[] = [];
  for (const release of releases) {
    const row = upsert.get({ key: release.key, payload: snapshotText(release), now, baseline: baseline ? 1 : 0 }) as
      | { baseline: number }
      | undefined;
    if (!row) continue;
    if (row.baseline) result.baseline++;
    else fresh.push(release);
  }
  if (fresh.length === 0) return result;
  result.published = fresh.length;
  const subscribers = (
    db.prepare(`SELECT ${SUBSCRIBER_COLUMNS} FROM alert_subscribers WHERE confirmed_at IS NOT NULL`).all() as SubscriberRow[]
  ).map(subscriberFrom);
  const insert = db.prepare(
    `INSERT INTO alert_jobs (subscriber_id, kind, release_key, digest, queued_at, next_attempt_at)
     VALUES (?, 'alert', ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
  );
  for (const release of fresh) {
    for (const subscriber of subscribers) {
      if (!wants(subscriber, release)) continue;
      const digest = subscriber.frequency === 'daily';
      result.queued += insert.run(subscriber.id, release.key, digest ? 1 : 0, now, digest ? digestAt : now).changes;
    }
  }
  return result;
}

/** The embedded alert store: tables in `$dataDir/site.db`, opened on first use. */
export function createSqliteAlertStore(options: { dataDir: string }): AlertStore {
  const database = openOnFirstUse(options.dataDir, 'The alert store is closed.');
  const db = database.get;
  const byEmail = (email: string) =>
    db().prepare(`SELECT ${SUBSCRIBER_COLUMNS} FROM alert_subscribers WHERE email = ?`).get(normaliseEmail(email)) as
      | SubscriberRow
      | undefined;

  return {
    async subscribe(request, confirm, now) {
      const at = now.toISOString();
      const run = db().transaction(() => {
        const email = normaliseEmail(request.email);
        const existing = db()
          .prepare(`SELECT id, confirmed_at FROM alert_subscribers WHERE email = ?`)
          .get(email) as { id: number; confirmed_at: string | null } | undefined;
        const queue = db().prepare(
          `INSERT INTO alert_jobs (subscriber_id, kind, queued_at, next_attempt_at) VALUES (?, ?, ?, ?)`,
        );
        if (existing?.confirmed_at) {
          queue.run(existing.id, 'already', at, at);
          return 'confirmed' as const;
        }
        const values = {
          email,
          locale: request.locale,
          languages: JSON.stringify(request.languages),
          topics: JSON.stringify(request.topics),
          frequency: request.frequency,
          at,
          nonce: confirm.nonce,
          expires: confirm.expiresAt.toISOString(),
        };
        const id = existing
          ? (db()
              .prepare(
                `UPDATE alert_subscribers SET locale = @locale, languages = @languages, topics = @topics, frequency = @frequency,
                 confirm_nonce = @nonce, confirm_expires_at = @expires WHERE email = @email`,
              )
              .run(values),
            existing.id)
          : Number(
              db()
                .prepare(
                  `INSERT INTO alert_subscribers (email, locale, languages, topics, frequency, created_at, token_nonce, confirm_nonce, confirm_expires_at)
                   VALUES (@email, @locale, @languages, @topics, @frequency, @at, @token, @nonce, @expires)`,
                )
                .run({ ...values, token: newNonce() }).lastInsertRowid,
            );
        queue.run(id, 'confirm', at, at);
        return existing ? ('unconfirmed' as const) : ('new' as const);
      });
      return run.immediate();
    },

    async confirm(id, nonce, now) {
      const result = db()
        .prepare(
          `UPDATE alert_subscribers SET confirmed_at = ?, confirm_nonce = NULL, confirm_expires_at = NULL
           WHERE id = ? AND confirm_nonce = ? AND confirmed_at IS NULL AND confirm_expires_at > ?`,
        )
        .run(now.toISOString(), id, nonce, now.toISOString());
      return result.changes === 1;
    },

    async getSubscriber(id) {
      const row = db().prepare(`SELECT ${SUBSCRIBER_COLUMNS} FROM alert_subscribers WHERE id = ?`).get(id) as SubscriberRow | undefined;
      return row && subscriberFrom(row);
    },

    async updatePreferences(id, tokenNonce, { languages, topics, frequency }) {
      const result = db()
        .prepare(`UPDATE alert_subscribers SET languages = ?, topics = ?, frequency = ? WHERE id = ? AND token_nonce = ?`)
        .run(JSON.stringify(languages), JSON.stringify(topics), frequency, id, tokenNonce);
      return result.changes === 1;
    },

    async unsubscribe(id, tokenNonce) {
      return db().prepare(`DELETE FROM alert_subscribers WHERE id = ? AND token_nonce = ?`).run(id, tokenNonce).changes === 1;
    },

    async forgetUnconfirmed(now) {
      return db()
        .prepare(`DELETE FROM alert_subscribers WHERE confirmed_at IS NULL AND confirm_expires_at <= ?`)
        .run(now.toISOString()).changes;
    },

    async publish(releases, now, digestAt) {
      const run = db().transaction(() => publishReleases(db(), releases, now.toISOString(), digestAt.toISOString()));
      return run.immediate();
    },

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

    async countSubscribers() {
      const row = db()
        .prepare(
          `SELECT count(confirmed_at) AS confirmed, count(*) - count(confirmed_at) AS unconfirmed FROM alert_subscribers`,
        )
        .get() as { confirmed: number; unconfirmed: number };
      return { confirmed: row.confirmed, unconfirmed: row.unconfirmed };
    },

    async listSubscribers({ search, limit }) {
      const pattern = `%${(search ?? '').toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const rows = db()
        .prepare(`SELECT ${SUBSCRIBER_COLUMNS} FROM alert_subscribers WHERE email LIKE ? ESCAPE '\\' ORDER BY id DESC LIMIT ?`)
        .all(pattern, limit) as SubscriberRow[];
      return rows.map(subscriberFrom);
    },

    async findByEmail(email) {
      const row = byEmail(email);
      return row && subscriberFrom(row);
    },

    async eraseByEmail(email) {
      const run = db().transaction(() => {
        const row = byEmail(email);
        if (!row) return { subscribers: 0, jobs: 0 };
        const jobs = db().prepare(`DELETE FROM alert_jobs WHERE subscriber_id = ?`).run(row.id).changes;
        db().prepare(`DELETE FROM alert_subscribers WHERE id = ?`).run(row.id);
        return { subscribers: 1, jobs };
      });
      return run.immediate();
    },

    async close() {
      database.close();
    },
  };
}
