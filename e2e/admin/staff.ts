/**
 * Staff accounts and sessions for the back-office specs, written straight into the e2e server's
 * SQLite database (its DATA_DIR), as `npm run admin:invite` and a passkey sign-in would leave them.
 * A session cookie is signed with the server's key (DATA_DIR/auth-secret) the way better-auth
 * signs it, so the server accepts it exactly as one it issued.
 */
import Database from 'better-sqlite3';
import { execFileSync } from 'node:child_process';
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { createInvite, enrolmentLink, inviteDatabase } from '../../lib/admin/invites.mjs';
import type { StaffRole } from '../../lib/admin/roles';

const SESSION_COOKIE = 'kairo-staff.session_token';

const dataDir = () => {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  return dir;
};

function withDatabase<T>(work: (db: Database.Database) => T): T {
  const db = new Database(path.join(dataDir(), 'site.db'));
  db.pragma('busy_timeout = 5000');
  try {
    return work(db);
  } finally {
    db.close();
  }
}

/** The key the server signs cookies with; it is created on the first request that needs it. */
async function serverSecret(request: APIRequestContext): Promise<string> {
  await request.get('/admin/sign-in');
  return readFileSync(path.join(dataDir(), 'auth-secret'), 'utf8').trim();
}

/** A signed-in member of `role`: the Cookie header value of a fresh session. */
export async function staffCookie(request: APIRequestContext, role: StaffRole): Promise<string> {
  const secret = await serverSecret(request);
  const email = `${role}-${randomUUID().slice(0, 8)}@staff.example`;
  const token = randomBytes(24).toString('base64url');
  const now = new Date();
  const expires = new Date(now.getTime() + 60 * 60 * 1000);
  withDatabase((db) => {
    const userId = randomUUID();
    db.prepare(
      'INSERT INTO staff (id, name, email, emailVerified, role, createdAt, updatedAt) VALUES (?, ?, ?, 1, ?, ?, ?)',
    ).run(userId, email, email, role, now.toISOString(), now.toISOString());
    db.prepare(
      'INSERT INTO staff_session (id, token, userId, expiresAt, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?, ?)',
    ).run(randomUUID(), token, userId, expires.toISOString(), now.toISOString(), now.toISOString());
  });
  const signature = createHmac('sha256', secret).update(token).digest('base64');
  return `${SESSION_COOKIE}=${encodeURIComponent(`${token}.${signature}`)}`;
}

/** Runs `npm run admin:invite` against a server's data (the e2e server's by default) and returns the printed link. */
export function inviteWithScript(email: string, role: StaffRole, siteUrl: string, dir = dataDir()): string {
  const output = execFileSync(
    process.execPath,
    ['scripts/admin-invite.mjs', '--email', email, '--role', role],
    { env: { ...process.env, DATA_DIR: dir, SITE_URL: siteUrl, DATABASE_URL: '' }, encoding: 'utf8' },
  );
  const link = output.split('\n').find((line) => line.startsWith(siteUrl));
  if (!link) throw new Error(`admin:invite printed no link:\n${output}`);
  return link;
}

/** An invite created `ageMs` ago (24 h or more: expired), through the same function the script uses. */
export async function backdatedInvite(email: string, role: StaffRole, siteUrl: string, ageMs: number): Promise<string> {
  const db = new Database(path.join(dataDir(), 'site.db'));
  try {
    const invite = await createInvite(inviteDatabase(db), { email, role, now: new Date(Date.now() - ageMs) });
    return enrolmentLink(siteUrl, invite.token);
  } finally {
    db.close();
  }
}

/** The audit entries of one action, newest first. */
export function auditEntries(action: string): { actor_email: string; target: string | null; detail: string | null }[] {
  return withDatabase((db) =>
    db.prepare('SELECT actor_email, target, detail FROM audit_log WHERE action = ? ORDER BY id DESC').all(action),
  ) as { actor_email: string; target: string | null; detail: string | null }[];
}
