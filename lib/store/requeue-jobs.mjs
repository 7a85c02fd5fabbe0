/**
 * Queueing lead deliveries again. The running site (the back office, through its lead store) and
 * `npm run leads:redeliver` both call these, so the rule lives in one place: a queued job starts
 * afresh (no attempts, its max-age clock reset, due at once), delivered or not, but a job a sender
 * holds right now is left alone, so queueing never sends anything twice. Plain JavaScript so that the
 * script runs with Node alone, without a build step.
 */

/**
 * @typedef {{ id: number, channel?: string } | { failed: true }} RequeueTarget  one lead's jobs (on one
 *   channel, or all of them), or every job that gave up
 * @typedef {{ query: (text: string, values?: unknown[]) => Promise<{ rowCount: number | null }> }} Queryable
 */

const RESET = `SET status = 'pending', attempts = 0, queued_at = :now, next_attempt_at = :now,
  locked_until = NULL, lease_token = NULL, finished_at = NULL
  WHERE (locked_until IS NULL OR locked_until <= :now)`;

/** @param {RequeueTarget} target */
function targetSql(target, placeholder) {
  if ('failed' in target) return "status = 'failed'";
  const lead = `submission_id = ${placeholder('id')}`;
  return target.channel === undefined ? lead : `${lead} AND channel = ${placeholder('channel')}`;
}

/**
 * @param {import('better-sqlite3').Database} db
 * @param {RequeueTarget} target
 * @param {Date} now
 * @returns {number} the jobs queued
 */
export function requeueSqlite(db, target, now) {
  /** @type {Record<string, unknown>} */
  const values = { now: now.toISOString() };
  const placeholder = (name) => {
    values[name] = /** @type {Record<string, unknown>} */ (target)[name];
    return `@${name}`;
  };
  const sql = `UPDATE delivery_jobs ${RESET.replaceAll(':now', '@now')} AND ${targetSql(target, placeholder)}`;
  return db.prepare(sql).run(values).changes;
}

/**
 * @param {Queryable} client
 * @param {RequeueTarget} target
 * @param {Date} now
 * @returns {Promise<number>} the jobs queued
 */
export async function requeuePostgres(client, target, now) {
  const values = [now];
  const placeholder = (name) => {
    values.push(/** @type {Record<string, unknown>} */ (target)[name]);
    return `$${values.length}`;
  };
  const sql = `UPDATE delivery_jobs ${RESET.replaceAll(':now', '$1')} AND ${targetSql(target, placeholder)}`;
  return (await client.query(sql, values)).rowCount ?? 0;
}
