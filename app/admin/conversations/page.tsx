import type { Metadata } from 'next';
import { ConversationTable, PURPOSE_LABELS } from '@/components/admin/conversations/conversation-table';
import { SelectField } from '@/components/admin/form/fields';
import { Outcome } from '@/components/admin/outcome';
import { requireStaffPage } from '@/lib/admin/guard';
import { parseConversationListQuery } from '@/lib/admin/lead-input';
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
        <SelectField id="purpose" label="Tool" choices={PURPOSE_LABELS} defaultValue={purpose} any="All tools" />
        <button type="submit" className="btn btn-primary btn-md">
          Filter
        </button>
      </form>
      <ConversationTable page={page} purpose={purpose} />
    </div>
  );
}
