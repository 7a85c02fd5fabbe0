import type { Metadata } from 'next';
import { InviteForm } from '@/components/admin/invite-form';
import { Outcome } from '@/components/admin/outcome';
import { requireStaffPage } from '@/lib/admin/guard';
import { outcomeText } from '@/lib/admin/outcomes';
import { STAFF_ROLES } from '@/lib/admin/roles';
import { listStaff } from '@/lib/admin/staff';
import { changeRole, inviteMember, removeMember, signOutMember } from './actions';

export const metadata: Metadata = { title: 'Staff' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Owners manage the staff: invite, change a role, sign a member out everywhere, remove. */
export default async function StaffPage({ searchParams }: Props) {
  const me = await requireStaffPage('/admin/staff');
  const [members, params] = await Promise.all([listStaff(), searchParams]);
  return (
    <div className="space-y-10">
      <h1 className="text-2xl font-semibold">Staff</h1>
      <Outcome error={outcomeText('staff', 'error', params.error)} done={outcomeText('staff', 'done', params.done)} />
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Staff members</caption>
        <thead>
          <tr>
            <th scope="col" className="py-2 pr-4">Member</th>
            <th scope="col" className="py-2 pr-4">Role</th>
            <th scope="col" className="py-2 pr-4">Passkeys</th>
            <th scope="col" className="py-2 pr-4">Sessions</th>
            <th scope="col" className="py-2">Actions</th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <tr key={member.id} className="border-t border-border align-top">
              <th scope="row" className="py-2 pr-4 font-normal">
                {member.name !== member.email && <span className="block">{member.name}</span>}
                <span className="block">{member.email}</span>
                {member.id === me.id && <span className="text-muted">(you)</span>}
              </th>
              <td className="py-2 pr-4">
                <form action={changeRole} className="flex gap-2">
                  <input type="hidden" name="id" value={member.id} />
                  <label className="sr-only" htmlFor={`role-${member.id}`}>
                    Role of {member.email}
                  </label>
                  <select id={`role-${member.id}`} name="role" defaultValue={member.role} className="rounded-md border border-border bg-background px-2 py-1">
                    {STAFF_ROLES.map((role) => (
                      <option key={role} value={role}>
                        {role}
                      </option>
                    ))}
                  </select>
                  <button type="submit" className="btn btn-outline btn-sm" aria-label={`Save role: ${member.email}`}>
                    Save
                  </button>
                </form>
              </td>
              <td className="py-2 pr-4">{member.passkeys}</td>
              <td className="py-2 pr-4">{member.sessions}</td>
              <td className="flex flex-wrap gap-2 py-2">
                <form action={signOutMember}>
                  <input type="hidden" name="id" value={member.id} />
                  <button type="submit" className="btn btn-outline btn-sm" aria-label={`Sign out everywhere: ${member.email}`}>
                    Sign out everywhere
                  </button>
                </form>
                <form action={removeMember}>
                  <input type="hidden" name="id" value={member.id} />
                  <button type="submit" className="btn btn-outline btn-sm" aria-label={`Remove: ${member.email}`}>
                    Remove
                  </button>
                </form>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <InviteForm action={inviteMember} />
    </div>
  );
}
