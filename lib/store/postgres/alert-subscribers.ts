import 'server-only';
import type pg from 'pg';
import { normaliseEmail } from '@/lib/store/alert-matching';
import { newNonce, subscriberFrom } from '@/lib/store/alert-rows';
import type { AlertStore } from '@/lib/store/alert-store';
import { inTransaction } from './transaction';

export const SUBSCRIBER_COLUMNS = 'id, email, locale, languages, topics, frequency, created_at, confirmed_at, token_nonce';

/** A visitor's own subscription: signing up, confirming, changing it and leaving. */
export function subscriptionCalls(
  pool: pg.Pool,
): Pick<AlertStore, 'subscribe' | 'confirm' | 'updatePreferences' | 'unsubscribe' | 'forgetUnconfirmed'> {
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
  };
}

/** Subscribers looked up, counted and erased for the back office. */
export function subscriberQueries(
  pool: pg.Pool,
): Pick<AlertStore, 'getSubscriber' | 'countSubscribers' | 'listSubscribers' | 'findByEmail' | 'eraseByEmail'> {
  const byEmail = async (email: string) =>
    (await pool.query(`SELECT ${SUBSCRIBER_COLUMNS} FROM alert_subscribers WHERE email = $1`, [normaliseEmail(email)])).rows[0];

  return {
    async getSubscriber(id) {
      const { rows } = await pool.query(`SELECT ${SUBSCRIBER_COLUMNS} FROM alert_subscribers WHERE id = $1`, [id]);
      return rows[0] && subscriberFrom(rows[0]);
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
  };
}
