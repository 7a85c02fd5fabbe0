'use server';

import { z } from 'zod';
import { adminAction, adminStateAction } from '@/lib/admin/action';
import { recordAudit } from '@/lib/admin/audit';
import type { InviteState } from '@/lib/admin/form-states';
import type { StaffMember } from '@/lib/admin/guard';
import { outcome, outcomeText, type Outcome, type OutcomeKey } from '@/lib/admin/outcomes';
import { STAFF_ROLES } from '@/lib/admin/roles';
import {
  changeStaffRole,
  inviteSchema,
  inviteStaff,
  removeStaff,
  revokeStaffSessions,
  StaffChangeRefused,
} from '@/lib/admin/staff';

const STAFF = '/admin/staff';

/** Invites a member (owners only) and shows the one-time link once, on the page that asked. */
export const inviteMember = adminStateAction<typeof inviteSchema, InviteState>(STAFF, {
  schema: inviteSchema,
  refused: (issues) => ({ error: issues.map((issue) => issue.message).join(' ') }),
  async run({ input }, staff) {
    let invite;
    try {
      invite = await inviteStaff(input);
    } catch (error) {
      if (error instanceof StaffChangeRefused)
        return { error: outcomeText('staff', 'error', error.key) ?? error.message };
      throw error;
    }
    await recordAudit({
      actor: staff,
      action: 'staff-invite',
      target: `staff:${invite.email}`,
      detail: { role: invite.role },
    });
    return { link: invite.link, email: invite.email };
  },
});

const memberId = z.string().max(100);
type StaffDone = OutcomeKey<'staff', 'done'>;
type StaffError = OutcomeKey<'staff', 'error'>;

const refusedKey = (issues: readonly { path: readonly PropertyKey[] }[]): StaffError =>
  issues[0]?.path[0] === 'role' ? 'role' : 'no-choice';

/**
 * An owner's change to a member: the page answers with the outcome's key; a change the staff rules
 * refuse (the last owner, a member gone) answers with the refusal's key.
 */
function memberChange<S extends z.ZodObject<{ id: typeof memberId }>>(
  schema: S,
  change: (input: z.output<S>, staff: StaffMember) => Promise<StaffDone>,
) {
  return adminAction(STAFF, {
    schema,
    refused: (issues) => outcome('staff', 'error', refusedKey(issues), STAFF),
    async run({ input }, staff): Promise<Outcome> {
      try {
        return outcome('staff', 'done', await change(input, staff), STAFF);
      } catch (error) {
        if (!(error instanceof StaffChangeRefused)) throw error;
        return { to: STAFF, query: { error: error.key } };
      }
    },
  });
}

export const changeRole = memberChange(
  z.object({ id: memberId, role: z.enum(STAFF_ROLES) }),
  async ({ id, role }, staff) => {
    const before = await changeStaffRole(id, role);
    await recordAudit({
      actor: staff,
      action: 'staff-role-change',
      target: `staff:${before.email}`,
      detail: { before: before.role, after: role },
    });
    return 'role-changed';
  },
);

export const removeMember = memberChange(z.object({ id: memberId }), async ({ id }, staff) => {
  const removed = await removeStaff(id);
  await recordAudit({
    actor: staff,
    action: 'staff-remove',
    target: `staff:${removed.email}`,
    detail: { role: removed.role },
  });
  return 'removed';
});

export const signOutMember = memberChange(z.object({ id: memberId }), async ({ id }, staff) => {
  const member = await revokeStaffSessions(id);
  await recordAudit({ actor: staff, action: 'sign-out-everywhere', target: `staff:${member.email}` });
  return 'signed-out';
});
