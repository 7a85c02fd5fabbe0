import type { Metadata } from 'next';
import { adminCaption, adminCell, adminControl, adminHeadCell, adminTable } from '@/components/admin/admin-styles';
import { Outcome } from '@/components/admin/outcome';
import { requireStaffPage } from '@/lib/admin/guard';
import { formatTime } from '@/lib/admin/lead-labels';
import { subscriberSearch } from '@/lib/alerts/admin';
import { getAlertStore } from '@/lib/alerts/store';
import { eraseSubscriber } from './actions';

export const metadata: Metadata = { title: 'Alert subscribers' };

const PAGE_SIZE = 100;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Release-alert subscribers (docs/behaviour.md#release-alerts): how many, search, export and erase. */
export default async function SubscribersPage({ searchParams }: Props) {
  await requireStaffPage('/admin/subscribers');
  const params = await searchParams;
  const search = subscriberSearch(params.q);
  const store = getAlertStore();
  const [counts, subscribers] = await Promise.all([store.countSubscribers(), store.listSubscribers({ search, limit: PAGE_SIZE })]);
  const error = typeof params.error === 'string' ? params.error : undefined;
  const done = params.done === 'erased' ? 'The subscription and its queued mails are erased.' : undefined;
  const exportHref = `/admin/subscribers/export${search ? `?q=${encodeURIComponent(search)}` : ''}`;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">Release-alert subscribers</h1>
      <p>
        {counts.confirmed} confirmed, {counts.unconfirmed} waiting for confirmation (deleted unconfirmed after the link expires).
      </p>
      <Outcome error={error} done={done} />
      <form method="get" action="/admin/subscribers" className="flex flex-wrap items-end gap-4">
        <div>
          <label htmlFor="q" className="text-sm font-semibold">
            Address contains
          </label>
          <input id="q" name="q" type="search" defaultValue={search} maxLength={100} className={adminControl} />
        </div>
        <button type="submit" className="btn btn-secondary btn-sm">
          Search
        </button>
        <a href={exportHref} className="underline underline-offset-4">
          Export CSV
        </a>
      </form>
      <table className={adminTable}>
        <caption className={adminCaption}>
          {subscribers.length === PAGE_SIZE ? `The newest ${PAGE_SIZE}` : `${subscribers.length} subscriber(s)`}
        </caption>
        <thead>
          <tr>
            {['Address', 'Status', 'Languages', 'Topics', 'Frequency', 'Since', ''].map((heading) => (
              <th key={heading} scope="col" className={adminHeadCell}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {subscribers.map((s) => (
            <tr key={s.id}>
              <td className={adminCell}>{s.email}</td>
              <td className={adminCell}>{s.confirmedAt ? 'confirmed' : 'unconfirmed'}</td>
              <td className={adminCell}>{s.languages.join(', ')}</td>
              <td className={adminCell}>{s.topics.join(', ')}</td>
              <td className={adminCell}>{s.frequency}</td>
              <td className={adminCell}>{formatTime(s.createdAt)}</td>
              <td className={adminCell}>
                <form action={eraseSubscriber}>
                  <input type="hidden" name="email" value={s.email} />
                  <button type="submit" className="text-danger underline" aria-label={`Erase ${s.email}`}>
                    Erase
                  </button>
                </form>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
