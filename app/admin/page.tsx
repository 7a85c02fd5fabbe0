import type { Metadata } from 'next';
import { AdminSection } from '@/components/admin/admin-section';
import { FailedDeliveries, NewLeads } from '@/components/admin/dashboard/dashboard-lists';
import { failedDeliveries, leadsThisWeek, siteReadiness } from '@/lib/admin/dashboard';
import { requireStaffPage } from '@/lib/admin/guard';
import { areaOf } from '@/lib/admin/navigation';
import { can } from '@/lib/admin/roles';
import { signOutEverywhere } from './session-actions';

export const metadata: Metadata = { title: 'Dashboard' };

/** What an account manager checks each morning: this week's leads, deliveries that failed, the site's health. */
export default async function DashboardPage() {
  const staff = await requireStaffPage('/admin');
  const seesLeads = can(staff.role, areaOf('/admin/leads'));
  const [readiness, leads, failed] = await Promise.all([
    siteReadiness(),
    seesLeads ? leadsThisWeek() : null,
    seesLeads ? failedDeliveries() : null,
  ]);
  return (
    <div className="space-y-10">
      <h1 className="text-2xl font-semibold">Dashboard</h1>
      <AdminSection id="readiness" title="The site" className="space-y-2">
        <p role="status">
          {readiness.ready ? 'Ready: the site is taking visitors and leads.' : `Not ready: ${readiness.reason}.`}
        </p>
      </AdminSection>
      {leads && <NewLeads counts={leads} />}
      {failed && <FailedDeliveries failed={failed} />}
      <AdminSection id="account" title="Your account" className="space-y-2">
        <p>
          Signed in as {staff.email} ({staff.role}).
        </p>
        <form action={signOutEverywhere}>
          <button type="submit" className="btn btn-outline btn-sm">
            Sign out everywhere
          </button>
        </form>
      </AdminSection>
    </div>
  );
}
