'use server';

import { redirect } from 'next/navigation';
import { z } from 'zod';
import { recordAudit } from '@/lib/admin/audit';
import { requireStaffAction } from '@/lib/admin/guard';
import { outcomeQuery, outcomeText, type OutcomeKey } from '@/lib/admin/outcomes';
import { STAFF_ROLES } from '@/lib/admin/roles';
import {
  changeStaffRole,
  inviteSchema,
  inviteStaff,
  removeStaff,
  revokeStaffSessions,
  StaffChangeRefused,
} from '@/lib/admin/staff';

export type InviteState = { link?: string; email?: string; error?: string };

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

/** Invites a member (owners only) and shows the one-time link once, on the page that asked. */
export async function inviteMember(_state: InviteState, form: FormData): Promise<InviteState> {
  const staff = await requireStaffAction('staff');
  const parsed = inviteSchema.safeParse({ email: field(form, 'email'), role: field(form, 'role'), name: field(form, 'name') });
  if (!parsed.success) return { error: parsed.error.issues.map((issue) => issue.message).join(' ') };
  let invite;
  try {
    invite = await inviteStaff(parsed.data);
  } catch (error) {
    if (error instanceof StaffChangeRefused) return { error: outcomeText('staff', 'error', error.key) ?? error.message };
    throw error;
  }
  await recordAudit({ actor: staff, action: 'staff-invite', target: `staff:${invite.email}`, detail: { role: invite.role } });
  return { link: invite.link, email: invite.email };
}

const memberChange = z.object({ id: z.string().min(1).max(100) });

type StaffDone = OutcomeKey<'staff', 'done'>;

/** Runs an owner's change to a member, then shows the staff page with its outcome, as a message key. */
async function changeMember(form: FormData, change: (id: string) => Promise<StaffDone>): Promise<never> {
  const parsed = memberChange.safeParse({ id: field(form, 'id') });
  let outcome: string;
  try {
    if (!parsed.success) throw new StaffChangeRefused('no-choice', 'No staff member was chosen.');
    outcome = outcomeQuery('staff', 'done', await change(parsed.data.id));
  } catch (error) {
    if (!(error instanceof StaffChangeRefused)) throw error;
    outcome = `error=${encodeURIComponent(error.key)}`;
  }
  redirect(`/admin/staff?${outcome}`);
}

export async function changeRole(form: FormData): Promise<void> {
  const staff = await requireStaffAction('staff');
  const role = z.enum(STAFF_ROLES).safeParse(field(form, 'role'));
  await changeMember(form, async (id) => {
    if (!role.success) throw new StaffChangeRefused('role', 'Choose a role: owner, editor or sales.');
    const before = await changeStaffRole(id, role.data);
    await recordAudit({
      actor: staff,
      action: 'staff-role-change',
      target: `staff:${before.email}`,
      detail: { before: before.role, after: role.data },
    });
    return 'role-changed';
  });
}

export async function removeMember(form: FormData): Promise<void> {
  const staff = await requireStaffAction('staff');
  await changeMember(form, async (id) => {
    const removed = await removeStaff(id);
    await recordAudit({ actor: staff, action: 'staff-remove', target: `staff:${removed.email}`, detail: { role: removed.role } });
    return 'removed';
  });
}

export async function signOutMember(form: FormData): Promise<void> {
  const staff = await requireStaffAction('staff');
  await changeMember(form, async (id) => {
    const member = await revokeStaffSessions(id);
    await recordAudit({ actor: staff, action: 'sign-out-everywhere', target: `staff:${member.email}` });
    return 'signed-out';
  });
}
