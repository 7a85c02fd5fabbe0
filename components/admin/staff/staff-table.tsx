import { adminControl } from '@/components/admin/admin-styles';
import { AdminTable, type Column } from '@/components/admin/table/admin-table';
import { STAFF_ROLES } from '@/lib/admin/roles';
import type { StaffListing } from '@/lib/admin/staff';

type FormAction = (form: FormData) => Promise<void>;

export type StaffActions = { changeRole: FormAction; signOutMember: FormAction; removeMember: FormAction };

/** A one-button form acting on a member, named for screen readers by what it does to whom. */
function MemberButton({ action, member, label }: { action: FormAction; member: StaffListing; label: string }) {
  return (
    <form action={action}>
      <input type="hidden" name="id" value={member.id} />
      <button type="submit" className="btn btn-outline btn-sm" aria-label={`${label}: ${member.email}`}>
        {label}
      </button>
    </form>
  );
}

function RoleForm({ member, action }: { member: StaffListing; action: FormAction }) {
  return (
    <form action={action} className="flex gap-2">
      <input type="hidden" name="id" value={member.id} />
      <label className="sr-only" htmlFor={`role-${member.id}`}>
        Role of {member.email}
      </label>
      <select id={`role-${member.id}`} name="role" defaultValue={member.role} className={adminControl}>
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
  );
}

/** The staff, each with their role form and the buttons that sign them out everywhere or remove them. */
export function StaffTable({
  members,
  me,
  actions,
}: {
  members: readonly StaffListing[];
  me: string;
  actions: StaffActions;
}) {
  const columns: readonly Column<StaffListing>[] = [
    {
      header: 'Member',
      rowHeader: true,
      cell: (member) => (
        <>
          {member.name !== member.email && <span className="block">{member.name}</span>}
          <span className="block">{member.email}</span>
          {member.id === me && <span className="text-muted">(you)</span>}
        </>
      ),
    },
    { header: 'Role', cell: (member) => <RoleForm member={member} action={actions.changeRole} /> },
    { header: 'Passkeys', cell: (member) => member.passkeys },
    { header: 'Sessions', cell: (member) => member.sessions },
    {
      header: 'Actions',
      cell: (member) => (
        <div className="flex flex-wrap gap-2">
          <MemberButton action={actions.signOutMember} member={member} label="Sign out everywhere" />
          <MemberButton action={actions.removeMember} member={member} label="Remove" />
        </div>
      ),
    },
  ];
  return <AdminTable hiddenCaption="Staff members" columns={columns} rows={members} />;
}
