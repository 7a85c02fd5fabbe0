import { AdminTable, type Column } from '@/components/admin/table/admin-table';
import { formatTime } from '@/lib/admin/lead-labels';
import type { Subscriber } from '@/lib/store/alert-store';

type Props = { subscribers: readonly Subscriber[]; caption: string; erase: (form: FormData) => Promise<void> };

/** Release-alert subscribers, each with a button that erases them. */
export function SubscriberTable({ subscribers, caption, erase }: Props) {
  const columns: readonly Column<Subscriber>[] = [
    { header: 'Address', cell: (s) => s.email },
    { header: 'Status', cell: (s) => (s.confirmedAt ? 'confirmed' : 'unconfirmed') },
    { header: 'Languages', cell: (s) => s.languages.join(', ') },
    { header: 'Topics', cell: (s) => s.topics.join(', ') },
    { header: 'Frequency', cell: (s) => s.frequency },
    { header: 'Since', cell: (s) => formatTime(s.createdAt) },
    {
      header: '',
      cell: (s) => (
        <form action={erase}>
          <input type="hidden" name="email" value={s.email} />
          <button type="submit" className="text-danger underline" aria-label={`Erase ${s.email}`}>
            Erase
          </button>
        </form>
      ),
    },
  ];
  return <AdminTable caption={caption} columns={columns} rows={subscribers} />;
}
