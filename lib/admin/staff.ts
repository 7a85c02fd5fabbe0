import 'server-only';
import { env } from '@/lib/config/env';
import { inviteProblem, staffDatabase } from './auth';
import { createInvite, enrolmentLink, findInvite } from './invites.mjs';
import type { StaffRole } from './roles';

/** The invite behind an enrolment link, or the sentence saying why it cannot be used. */
export async function checkInvite(token: string): Promise<{ email: string; role: string } | { problem: string }> {
  const invite = await findInvite(staffDatabase(), token, new Date());
  return 'problem' in invite ? { problem: inviteProblem(invite.problem) } : { email: invite.email, role: invite.role };
}

/** Creates (or re-roles) the account and returns its one-time enrolment link. */
export async function inviteStaff(email: string, role: StaffRole, name?: string) {
  const invite = await createInvite(staffDatabase(), { email, role, name });
  return { ...invite, link: enrolmentLink(env.SITE_URL, invite.token) };
}
