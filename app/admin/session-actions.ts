'use server';

import { headers } from 'next/headers';
import { z } from 'zod';
import { adminAction } from '@/lib/admin/action';
import { recordAudit } from '@/lib/admin/audit';
import { getAuth } from '@/lib/admin/auth';
import { SIGN_IN_PATH } from '@/lib/admin/guard';
import type { Outcome } from '@/lib/admin/outcomes';

const signedOut: Outcome = { to: SIGN_IN_PATH, query: { 'signed-out': '1' } };

/** Ends this session (the form in the admin header posts here; no JavaScript needed). */
export const signOut = adminAction('/admin', {
  schema: z.object({}),
  refused: () => signedOut,
  async run(_form, staff) {
    await getAuth().api.signOut({ headers: await headers() });
    await recordAudit({ actor: staff, action: 'sign-out' });
    return signedOut;
  },
});

/** Ends every session of the signed-in member, on every device. */
export const signOutEverywhere = adminAction('/admin', {
  schema: z.object({}),
  refused: () => signedOut,
  async run(_form, staff) {
    await getAuth().api.revokeSessions({ headers: await headers() });
    await recordAudit({ actor: staff, action: 'sign-out-everywhere', target: `staff:${staff.email}` });
    return signedOut;
  },
});
