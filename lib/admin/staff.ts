import 'server-only';
import { z } from 'zod';
import { env } from '@/lib/config/env';
import { inviteProblem, staffDatabase } from './auth';
import { createInvite, enrolmentLink, findInvite, keepAnOwner, StaffChangeRefused } from './invites.mjs';
import { STAFF_ROLES, type StaffRole } from './roles';

export type StaffListing = {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  passkeys: number;
  sessions: number;
};

/** The invite behind an enrolment link, or the sentence saying why it cannot be used. */
export async function checkInvite(token: string): Promise<{ email: string; role: string } | { problem: string }> {
  const invite = await findInvite(staffDatabase(), token, new Date());
  return 'problem' in invite ? { problem: inviteProblem(invite.problem) } : { email: invite.email, role: invite.role };
}

export const inviteSchema = z.object({
  email: z.email('Enter the new member’s e-mail address.').max(254),
  role: z.enum(STAFF_ROLES, 'Choose a role: owner, editor or sales.'),
  name: z.string().trim().max(100, 'A name has at most 100 characters.').optional(),
});

/**
 * Creates (or re-roles, before it has a passkey) the account and returns its one-time enrolment
 * link, valid 24 hours. Refused with StaffChangeRefused for an enrolled address or the last owner.
 */
export async function inviteStaff(input: z.infer<typeof inviteSchema>) {
  const invite = await createInvite(staffDatabase(), input);
  return { ...invite, link: enrolmentLink(env.SITE_URL, invite.token) };
}

/** Every staff member with their passkeys and live sessions, owners first. */
export async function listStaff(now = new Date()): Promise<StaffListing[]> {
  const rows = await staffDatabase().rows(
    `SELECT s.id, s.email, s.name, s.role,
            (SELECT count(*) FROM staff_passkey p WHERE p."userId" = s.id) AS passkeys,
            (SELECT count(*) FROM staff_session x WHERE x."userId" = s.id AND x."expiresAt" > ?) AS sessions
     FROM staff s ORDER BY CASE s.role WHEN 'owner' THEN 0 WHEN 'editor' THEN 1 ELSE 2 END, s.email`,
    [now],
  );
  return (rows as StaffListing[]).map((row) => ({ ...row, passkeys: Number(row.passkeys), sessions: Number(row.sessions) }));
}

export { StaffChangeRefused };

async function findMember(id: string): Promise<{ id: string; email: string; role: StaffRole }> {
  const [member] = await staffDatabase().rows('SELECT id, email, role FROM staff WHERE id = ?', [id]);
  if (!member) throw new StaffChangeRefused('no-member', 'This staff member no longer exists.');
  return member as { id: string; email: string; role: StaffRole };
}

/** Gives a member another role; it applies to their next request. Returns the member as it was. */
export async function changeStaffRole(id: string, role: StaffRole) {
  const member = await findMember(id);
  await keepAnOwner(staffDatabase(), member, role);
  await staffDatabase().run('UPDATE staff SET role = ?, "updatedAt" = ? WHERE id = ?', [role, new Date(), id]);
  return member;
}

/** Removes a member with their passkeys, sessions and invites. */
export async function removeStaff(id: string) {
  const member = await findMember(id);
  await keepAnOwner(staffDatabase(), member, null);
  const db = staffDatabase();
  // Children first: the SQLite connection of a script may run without foreign-key cascades.
  for (const table of ['staff_session', 'staff_passkey', 'staff_account']) {
    await db.run(`DELETE FROM ${table} WHERE "userId" = ?`, [id]);
  }
  await db.run('DELETE FROM staff_invites WHERE user_id = ?', [id]);
  await db.run('DELETE FROM staff WHERE id = ?', [id]);
  return member;
}

/** Ends every session of a member at once: their next request finds none. */
export async function revokeStaffSessions(id: string) {
  const member = await findMember(id);
  await staffDatabase().run('DELETE FROM staff_session WHERE "userId" = ?', [id]);
  return member;
}
