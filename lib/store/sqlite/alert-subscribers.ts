import 'server-only';
import type Database from 'better-sqlite3';
import { normaliseEmail } from '../alert-matching';
import { newNonce, subscriberFrom, type SubscriberRow } from '../alert-rows';
import type { AlertStore } from '../alert-store';

export const SUBSCRIBER_COLUMNS = 'id, email, locale, languages, topics, frequency, created_at, confirmed_at, token_nonce';

/** The store's database, opened on first use. */
export type OpenDatabase = () => Database.Database;

/** Writes (or refreshes) the sign-up and queues its confirmation mail, in the caller's transaction. */
function writeSubscription(
  db: Database.Database,
  request: Parameters<AlertStore['subscribe']>[0],
  confirm: Parameters<AlertStore['subscribe']>[1],
  at: string,
) {
  const email = normaliseEmail(request.email);
  const existing = db
    .prepare(`SELECT id, confirmed_at FROM alert_subscribers WHERE email = ?`)
    .get(email) as { id: number; confirmed_at: string | null } | undefined;
  const queue = db.prepare(
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
    ? (db
        .prepare(
          `UPDATE alert_subscribers SET locale = @locale, languages = @languages, topics = @topics, frequency = @frequency,
           confirm_nonce = @nonce, confirm_expires_at = @expires WHERE email = @email`,
        )
        .run(values),
      existing.id)
    : Number(
        db
          .prepare(
            `INSERT INTO alert_subscribers (email, locale, languages, topics, frequency, created_at, token_nonce, confirm_nonce, confirm_expires_at)
             VALUES (@email, @locale, @languages, @topics, @frequency, @at, @token, @nonce, @expires)`,
          )
          .run({ ...values, token: newNonce() }).lastInsertRowid,
      );
  queue.run(id, 'confirm', at, at);
  return existing ? ('unconfirmed' as const) : ('new' as const);
}

/** A visitor's own subscription: signing up, confirming, changing it and leaving. */
export function subscriptionCalls(
  db: OpenDatabase,
): Pick<AlertStore, 'subscribe' | 'confirm' | 'updatePreferences' | 'unsubscribe' | 'forgetUnconfirmed'> {
  return {
    async subscribe(request, confirm, now) {
      const at = now.toISOString();
      const run = db().transaction(() => writeSubscription(db(), request, confirm, at));
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
  };
}

/** Subscribers looked up, counted and erased for the back office. */
export function subscriberQueries(
  db: OpenDatabase,
): Pick<AlertStore, 'getSubscriber' | 'countSubscribers' | 'listSubscribers' | 'findByEmail' | 'eraseByEmail'> {
  const byEmail = (email: string) =>
    db().prepare(`SELECT ${SUBSCRIBER_COLUMNS} FROM alert_subscribers WHERE email = ?`).get(normaliseEmail(email)) as
      | SubscriberRow
      | undefined;

  return {
    async getSubscriber(id) {
      const row = db().prepare(`SELECT ${SUBSCRIBER_COLUMNS} FROM alert_subscribers WHERE id = ?`).get(id) as SubscriberRow | undefined;
      return row && subscriberFrom(row);
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
  };
}
