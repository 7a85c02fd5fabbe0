import type { Metadata } from 'next';
import { InviteForm } from '@/components/admin/invite-form';
import { Outcome } from '@/components/admin/outcome';
import { StaffTable } from '@/components/admin/staff/staff-table';
import { requireStaffPage } from '@/lib/admin/guard';
import { outcomeText } from '@/lib/admin/outcomes';
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
      <StaffTable members={members} me={me.id} actions={{ changeRole, signOutMember, removeMember }} />
      <InviteForm action={inviteMember} />
    </div>
  );
}
