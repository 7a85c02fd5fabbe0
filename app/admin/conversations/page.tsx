import type { Metadata } from 'next';
import { adminControl } from '@/components/admin/admin-styles';
import { ConversationTable, PURPOSE_LABELS } from '@/components/admin/conversations/conversation-table';
import { Outcome } from '@/components/admin/outcome';
import { requireStaffPage } from '@/lib/admin/guard';
import { CONVERSATION_PURPOSES, parseConversationListQuery } from '@/lib/admin/lead-input';
import { getConversationStore } from '@/lib/store';
import type { ConversationPage } from '@/lib/store/conversation-store';

export const metadata: Metadata = { title: 'Conversations' };

const PAGE_SIZE = 25;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Chat and checker transcripts, newest first, 25 a page. */
export default async function ConversationsPage({ searchParams }: Props) {
  await requireStaffPage('/admin/conversations');
  const query = parseConversationListQuery(await searchParams);
  const purpose = query.ok ? query.value.purpose : undefined;
  const page: ConversationPage = query.ok
    ? await getConversationStore().listConversations({ limit: PAGE_SIZE, ...query.value })
    : { conversations: [] };

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">Conversations</h1>
      <Outcome error={query.ok ? undefined : query.error} />
      <form method="get" action="/admin/conversations" className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="purpose" className="text-sm font-semibold">
            Tool
          </label>
          <select id="purpose" name="purpose" defaultValue={purpose ?? ''} className={adminControl}>
            <option value="">All tools</option>
            {CONVERSATION_PURPOSES.map((value) => (
              <option key={value} value={value}>
                {PURPOSE_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn-primary btn-md">
          Filter
        </button>
      </form>
      <ConversationTable page={page} purpose={purpose} />
    </div>
  );
}
