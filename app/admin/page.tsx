import type { Metadata } from 'next';
import { failedDeliveries, leadsThisWeek, siteReadiness } from '@/lib/admin/dashboard';
import { requireStaffPage } from '@/lib/admin/guard';
import { can } from '@/lib/admin/roles';
import { KIND_LABELS } from '@/lib/delivery/lead-text';
import { signOutEverywhere } from './session-actions';

export const metadata: Metadata = { title: 'Dashboard' };

/** What an account manager checks each morning: this week's leads, deliveries that failed, the site's health. */
export default async function DashboardPage() {
  const staff = await requireStaffPage('/admin');
  const seesLeads = can(staff.role, 'leads');
  const [readiness, leads, failed] = await Promise.all([
    siteReadiness(),
    seesLeads ? leadsThisWeek() : null,
    seesLeads ? failedDeliveries() : null,
  ]);
  return (
    <div className="space-y-10">
      <h1 className="text-2xl font-semibold">Dashboard</h1>

      <section aria-labelledby="readiness" className="space-y-2">
        <h2 id="readiness" className="text-lg font-semibold">
          The site
        </h2>
        <p role="status">{readiness.ready ? 'Ready: the site is taking visitors and leads.' : `Not ready: ${readiness.reason}.`}</p>
      </section>

      {leads && (
        <section aria-labelledby="new-leads" className="space-y-2">
          <h2 id="new-leads" className="text-lg font-semibold">
            New leads in the last 7 days
          </h2>
          <table className="text-left">
            <thead>
              <tr>
                <th scope="col" className="pr-8">Source</th>
                <th scope="col">Leads</th>
              </tr>
            </thead>
            <tbody>
              {Object.entries(leads).map(([kind, count]) => (
                <tr key={kind}>
                  <th scope="row" className="pr-8 font-normal">
                    <a href={`/admin/leads?source=${kind}`} className="underline underline-offset-4">
                      {KIND_LABELS[kind as keyof typeof KIND_LABELS]}
                    </a>
                  </th>
                  <td>{count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}

      {failed && (
        <section aria-labelledby="failed-deliveries" className="space-y-2">
          <h2 id="failed-deliveries" className="text-lg font-semibold">
            Failed deliveries: {failed.total}
          </h2>
          {failed.latest.length === 0 ? (
            <p>Every lead reached its channels.</p>
          ) : (
            <table className="text-left">
              <thead>
                <tr>
                  <th scope="col" className="pr-6">Lead</th>
                  <th scope="col" className="pr-6">Channel</th>
                  <th scope="col" className="pr-6">Attempts</th>
                  <th scope="col">Last error</th>
                </tr>
              </thead>
              <tbody>
                {failed.latest.map((job) => (
                  <tr key={job.jobId}>
                    <td className="pr-6">
                      <a href={`/admin/leads/${job.leadId}`} className="underline underline-offset-4">
                        {KIND_LABELS[job.kind]} #{job.leadId}
                      </a>
                    </td>
                    <td className="pr-6">{job.channel}</td>
                    <td className="pr-6">{job.attempts}</td>
                    <td>{job.lastError}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      )}

      <section aria-labelledby="account" className="space-y-2">
        <h2 id="account" className="text-lg font-semibold">
          Your account
        </h2>
        <p>
          Signed in as {staff.email} ({staff.role}).
        </p>
        <form action={signOutEverywhere}>
          <button type="submit" className="btn btn-outline btn-sm">
            Sign out everywhere
          </button>
        </form>
      </section>
    </div>
  );
}
