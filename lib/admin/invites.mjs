/**
 * One-time enrolment invites for staff: `npm run admin:invite` and the staff page create one, the
 * enrolment page checks it, and registering a passkey consumes it. Plain JavaScript so that the
 * command runs with Node alone. Only a SHA-256 of the token is stored: the database never holds a
 * usable link.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';

export const INVITE_TTL_MS = 24 * 60 * 60 * 1000;

export const INVITE_ROLES = ['owner', 'editor', 'sales'];

/** @typedef {{ rows: (sql: string, values?: unknown[]) => Promise<any[]>, run: (sql: string, values?: unknown[]) => Promise<number>, sqlite: boolean }} InviteDatabase */

/**
 * Wraps a better-sqlite3 database or a pg Pool; SQL is written with `?` placeholders.
 * @param {any} database
 * @returns {InviteDatabase}
 */
export function inviteDatabase(database) {
  if (typeof database.prepare === 'function') {
    const values = (list = []) => list.map((value) => (value instanceof Date ? value.toISOString() : value));
    return {
      sqlite: true,
      rows: async (sql, list) => database.prepare(sql).all(...values(list)),
      run: async (sql, list) => database.prepare(sql).run(...values(list)).changes,
    };
  }
  const numbered = (sql) => {
    let n = 0;
    return sql.replace(/\?/g, () => `$${++n}`);
  };
  return {
    sqlite: false,
    rows: async (sql, list) => (await database.query(numbered(sql), list)).rows,
    run: async (sql, list) => (await database.query(numbered(sql), list)).rowCount ?? 0,
  };
}

const hash = (token) => createHash('sha256').update(token, 'utf8').digest('hex');

/** Lower-cased and trimmed: one address is one account however it is typed. */
function normalizeEmail(email) {
  return String(email).trim().toLowerCase();
}

/**
 * Creates the staff account if the address has none (or sets its role if it has), and a one-time
 * invite for it, valid for `ttlMs`. Returns the token, which is shown once and never stored.
 * @param {InviteDatabase} db
 * @param {{ email: string, role: string, name?: string, now?: Date, ttlMs?: number }} options
 */
export async function createInvite(db, { email, role, name, now = new Date(), ttlMs = INVITE_TTL_MS }) {
  if (!INVITE_ROLES.includes(role)) throw new Error(`Unknown role "${role}"; use one of ${INVITE_ROLES.join(', ')}.`);
  const address = normalizeEmail(email);
  const [existing] = await db.rows('SELECT id FROM staff WHERE email = ?', [address]);
  let userId = existing?.id;
  if (userId) {
    await db.run(`UPDATE staff SET role = ?, ${db.sqlite ? 'updatedAt' : '"updatedAt"'} = ? WHERE id = ?`, [role, now, userId]);
  } else {
    userId = randomUUID();
    const columns = db.sqlite
      ? 'id, name, email, emailVerified, role, createdAt, updatedAt'
      : 'id, name, email, "emailVerified", role, "createdAt", "updatedAt"';
    await db.run(`INSERT INTO staff (${columns}) VALUES (?, ?, ?, ?, ?, ?, ?)`, [
      userId,
      name?.trim() || address,
      address,
      db.sqlite ? 1 : true,
      role,
      now,
      now,
    ]);
  }
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + ttlMs);
  await db.run('INSERT INTO staff_invites (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)', [
    hash(token),
    userId,
    now,
    expiresAt,
  ]);
  return { token, userId, email: address, role, expiresAt };
}

/**
 * The invite's account, or why it cannot be used.
 * @param {InviteDatabase} db
 * @param {string} token
 * @param {Date} now
 * @returns {Promise<{ userId: string, email: string, name: string, role: string } | { problem: 'unknown' | 'expired' | 'used' }>}
 */
export async function findInvite(db, token, now) {
  if (typeof token !== 'string' || token.length === 0 || token.length > 100) return { problem: 'unknown' };
  const [row] = await db.rows(
    'SELECT i.user_id AS "userId", i.expires_at AS "expiresAt", i.used_at AS "usedAt", s.email, s.name, s.role FROM staff_invites i JOIN staff s ON s.id = i.user_id WHERE i.token_hash = ?',
    [hash(token)],
  );
  if (!row) return { problem: 'unknown' };
  if (row.usedAt) return { problem: 'used' };
  if (new Date(row.expiresAt).getTime() <= now.getTime()) return { problem: 'expired' };
  return { userId: row.userId, email: row.email, name: row.name, role: row.role };
}

/**
 * Marks the invite used; true only for the one caller that found it unused and unexpired.
 * @param {InviteDatabase} db
 * @param {string} token
 * @param {string} userId
 * @param {Date} now
 */
export async function consumeInvite(db, token, userId, now) {
  const changed = await db.run(
    'UPDATE staff_invites SET used_at = ? WHERE token_hash = ? AND user_id = ? AND used_at IS NULL AND expires_at > ?',
    [now, hash(String(token)), userId, now],
  );
  return changed === 1;
}

/** The link a new member opens to enrol a passkey. */
export function enrolmentLink(siteUrl, token) {
  return new URL(`/admin/enrol?token=${encodeURIComponent(token)}`, siteUrl).toString();
}
