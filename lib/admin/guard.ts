import 'server-only';
import { headers } from 'next/headers';
import { forbidden, redirect, unauthorized } from 'next/navigation';
import { isCrossSite } from '@/lib/http/cross-site';
import { getAuth } from './auth';
import { areaOf, type AdminPath } from './navigation';
import { can, isStaffRole, type StaffRole } from './roles';

export type StaffMember = { id: string; email: string; name: string; role: StaffRole };

export const SIGN_IN_PATH = '/admin/sign-in';

/** The signed-in staff member of these request headers, or null (no, expired or revoked session). */
export async function currentStaff(requestHeaders: Headers): Promise<(StaffMember & { sessionId: string }) | null> {
  const session = await getAuth().api.getSession({ headers: requestHeaders, query: { disableCookieCache: true } });
  if (!session) return null;
  const { user } = session;
  const role: unknown = (user as { role?: unknown }).role;
  if (!isStaffRole(role)) return null;
  return { id: user.id, email: user.email, name: user.name, role, sessionId: session.session.id };
}

/**
 * For admin pages and layouts: the staff member when their role may see the area of `path`
 * (lib/admin/navigation.ts). Without a session it redirects to the sign-in page; with a role that
 * lacks the area it renders the 403 page (Next's `forbidden()`), which carries no data.
 */
export async function requireStaffPage(path: AdminPath): Promise<StaffMember> {
  const staff = await currentStaff(await headers());
  if (!staff) redirect(SIGN_IN_PATH);
  if (!can(staff.role, areaOf(path))) forbidden();
  return withoutSession(staff);
}

/**
 * For server actions and route handlers that read or change admin data: refuses a cross-site
 * request (403), a visitor without a session (401, Next's `unauthorized()`) and a role lacking the
 * area of `path` (403, `forbidden()`). These are Next's typed interrupts: thrown out of an action or
 * a handler, Next answers with their status and no data; a caller that catches errors must rethrow
 * them (`unstable_rethrow`).
 */
export async function requireStaffAction(path: AdminPath): Promise<StaffMember> {
  const requestHeaders = await headers();
  refuseCrossSite(requestHeaders);
  const staff = await currentStaff(requestHeaders);
  if (!staff) unauthorized();
  if (!can(staff.role, areaOf(path))) forbidden();
  return withoutSession(staff);
}

/** Refuses a request another site made the browser send (403), before anything else is read. */
export function refuseCrossSite(requestHeaders: Headers): void {
  if (isCrossSite(requestHeaders)) forbidden();
}

function withoutSession({ id, email, name, role }: StaffMember): StaffMember {
  return { id, email, name, role };
}
