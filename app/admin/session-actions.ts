'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { recordAudit } from '@/lib/admin/audit';
import { getAuth } from '@/lib/admin/auth';
import { requireStaffAction, SIGN_IN_PATH } from '@/lib/admin/guard';

/** Ends this session (the form in the admin header posts here; no JavaScript needed). */
export async function signOut(): Promise<void> {
  const staff = await requireStaffAction('dashboard');
  await getAuth().api.signOut({ headers: await headers() });
  await recordAudit({ actor: staff, action: 'sign-out' });
  redirect(`${SIGN_IN_PATH}?signed-out=1`);
}

/** Ends every session of the signed-in member, on every device. */
export async function signOutEverywhere(): Promise<void> {
  const staff = await requireStaffAction('dashboard');
  await getAuth().api.revokeSessions({ headers: await headers() });
  await recordAudit({ actor: staff, action: 'sign-out-everywhere', target: `staff:${staff.email}` });
  redirect(`${SIGN_IN_PATH}?signed-out=1`);
}
