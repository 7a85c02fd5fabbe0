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
 * A staff change the rules refuse: `key` names the reason for the staff page's message table
 * (lib/admin/outcomes.ts), the message says it in words for the command line.
 */
export class StaffChangeRefused extends Error {
  /** @param {string} key @param {string} message */
  constructor(key, message) {
    super(message);
    this.key = key;
  }
}

/**
 * The keep-an-owner rule, for every path that changes a role or removes a member (the invite form,
 * the role change, the removal and `npm run admin:invite`): a change that would leave the back office
 * without an owner is refused, since nobody could manage staff afterwards (docs/operations.md,
 * "Threat model"). `nextRole` is null for a removal.
 * @param {InviteDatabase} db
 * @param {{ id: string, role: string }} member
 * @param {string | null} nextRole
 */
export async function keepAnOwner(db, member, nextRole) {
  if (member.role !== 'owner' || nextRole === 'owner') return;
  const [{ owners }] = await db.rows("SELECT count(*) AS owners FROM staff WHERE role = 'owner' AND id <> ?", [member.id]);
  if (Number(owners) === 0) throw new StaffChangeRefused('last-owner', 'The back office needs at least one owner: make someone else owner first.');
}

/**
 * Creates the staff account if the address has none (or sets its role if it has no passkey yet),
 * and a one-time invite for it, valid for `ttlMs`; older unused invites for the account stop
 * working. An enrolled account is refused: a link would add a passkey to someone else's account, and
 * a member adds a device while signed in. Returns the token, which is shown once and never stored.
 *
 * Two overrides exist for the command line only, for recovery on the server: `allowDemoteLastOwner`
 * and `replacePasskeys` (which removes the account's passkeys and sessions first).
 * @param {InviteDatabase} db
 * @param {{ email: string, role: string, name?: string, now?: Date, ttlMs?: number, allowDemoteLastOwner?: boolean, replacePasskeys?: boolean }} options
 */
export async function createInvite(db, options) {
  const { email, role, name, now = new Date(), ttlMs = INVITE_TTL_MS } = options;
  if (!INVITE_ROLES.includes(role)) throw new Error(`Unknown role "${role}"; use one of ${INVITE_ROLES.join(', ')}.`);
  const address = normalizeEmail(email);
  const [existing] = await db.rows('SELECT id, role FROM staff WHERE email = ?', [address]);
  const userId = existing ? await reinvite(db, existing, options) : await createAccount(db, { address, role, name, now });
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + ttlMs);
  await db.run('DELETE FROM staff_invites WHERE user_id = ? AND used_at IS NULL', [userId]);
  await db.run('INSERT INTO staff_invites (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)', [
    hash(token),
    userId,
    now,
    expiresAt,
  ]);
  return { token, userId, email: address, role, expiresAt };
}

/** @param {InviteDatabase} db */
async function createAccount(db, { address, role, name, now }) {
  const userId = randomUUID();
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
  return userId;
}

/** @param {InviteDatabase} db */
async function reinvite(db, member, { role, now = new Date(), allowDemoteLastOwner = false, replacePasskeys = false }) {
  const [{ passkeys }] = await db.rows('SELECT count(*) AS passkeys FROM staff_passkey WHERE "userId" = ?', [member.id]);
  if (Number(passkeys) > 0 && !replacePasskeys) {
    throw new StaffChangeRefused(
      'enrolled',
      'This address already has a passkey: its owner adds another device while signed in. To replace a lost one, remove the member and invite them again.',
    );
  }
  if (!allowDemoteLastOwner) await keepAnOwner(db, member, role);
  if (replacePasskeys) {
    await db.run('DELETE FROM staff_session WHERE "userId" = ?', [member.id]);
    await db.run('DELETE FROM staff_passkey WHERE "userId" = ?', [member.id]);
  }
  await db.run('UPDATE staff SET role = ?, "updatedAt" = ? WHERE id = ?', [role, now, member.id]);
  return member.id;
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
