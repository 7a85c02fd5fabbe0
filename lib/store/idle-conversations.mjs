/**
 * Deleting the conversations idle past the retention period: created before the cutoff and without
 * a message since. The running site (through its conversation store) and
 * `npm run conversations:cleanup` both call these, so the rule lives in one place. Plain JavaScript
 * so that the script runs with Node alone, without a build step.
 */

/** @typedef {{ query: (text: string, values?: unknown[]) => Promise<{ rowCount: number | null }> }} Queryable */

const IDLE = (before) => `SELECT c.id FROM conversations c WHERE c.created_at < ${before}
  AND NOT EXISTS (SELECT 1 FROM messages m WHERE m.conversation_id = c.id AND m.created_at >= ${before})`;

/**
 * In one immediate transaction, so it is safe beside a running site. Messages go first: a
 * connection opened without `foreign_keys = ON` (as the script's is) would not cascade.
 * @param {import('better-sqlite3').Database} db
 * @param {Date} cutoff
 * @returns {number}
 */
export function deleteIdleSqlite(db, cutoff) {
  const idle = IDLE('@before');
  const run = db.transaction((before) => {
    db.prepare(`DELETE FROM messages WHERE conversation_id IN (${idle})`).run({ before });
    return db.prepare(`DELETE FROM conversations WHERE id IN (${idle})`).run({ before }).changes;
  });
  return run.immediate(cutoff.toISOString());
}

/**
 * One statement, so one transaction; the messages go with their conversation (ON DELETE CASCADE).
 * @param {Queryable} client
 * @param {Date} cutoff
 * @returns {Promise<number>}
 */
export async function deleteIdlePostgres(client, cutoff) {
  const result = await client.query(`DELETE FROM conversations WHERE id IN (${IDLE('$1')})`, [cutoff]);
  return result.rowCount ?? 0;
}
