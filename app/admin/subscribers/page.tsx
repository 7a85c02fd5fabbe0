import type { Metadata } from 'next';
import { TextField } from '@/components/admin/form/fields';
import { Outcome } from '@/components/admin/outcome';
import { SubscriberTable } from '@/components/admin/subscribers/subscriber-table';
import { requireStaffPage } from '@/lib/admin/guard';
import { outcomeText } from '@/lib/admin/outcomes';
import { listHref } from '@/lib/admin/paging';
import { subscriberSearch } from '@/lib/alerts/admin';
import { getAlertStore } from '@/lib/store/alerts';
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
  const [counts, subscribers] = await Promise.all([
    store.countSubscribers(),
    store.listSubscribers({ search, limit: PAGE_SIZE }),
  ]);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">Release-alert subscribers</h1>
      <p>
        {counts.confirmed} confirmed, {counts.unconfirmed} waiting for confirmation (deleted unconfirmed after the link
        expires).
      </p>
      <Outcome
        error={outcomeText('subscribers', 'error', params.error)}
        done={outcomeText('subscribers', 'done', params.done)}
      />
      <form method="get" action="/admin/subscribers" className="flex flex-wrap items-end gap-4">
        <TextField id="q" name="q" type="search" label="Address contains" defaultValue={search} maxLength={100} />
        <button type="submit" className="btn btn-secondary btn-sm">
          Search
        </button>
        <a href={listHref('/admin/subscribers/export', { q: search })} className="underline underline-offset-4">
          Export CSV
        </a>
      </form>
      <SubscriberTable
        subscribers={subscribers}
        caption={subscribers.length === PAGE_SIZE ? `The newest ${PAGE_SIZE}` : `${subscribers.length} subscriber(s)`}
        erase={eraseSubscriber}
      />
    </div>
  );
}
