import { AdminTable, type Column } from '@/components/admin/table/admin-table';
import type { CONVERSATION_PURPOSES } from '@/lib/admin/lead-input';
import { formatTime } from '@/lib/admin/lead-labels';
import { pagerLinks } from '@/lib/admin/paging';
import type { ConversationPage, ConversationSummary } from '@/lib/store/conversation-store';

export const PURPOSE_LABELS = {
  chat: 'Chat assistant',
  checker: 'Press release checker',
} as const satisfies Record<(typeof CONVERSATION_PURPOSES)[number], string>;

const COLUMNS: readonly Column<ConversationSummary>[] = [
  {
    header: 'Started',
    cell: (conversation) => (
      <a href={`/admin/conversations/${conversation.id}`} className="underline underline-offset-4">
        {formatTime(conversation.createdAt)}
      </a>
    ),
  },
  { header: 'Tool', cell: (conversation) => PURPOSE_LABELS[conversation.purpose] },
  { header: 'Messages', cell: (conversation) => conversation.messages },
  {
    header: 'Last message',
    cell: (conversation) => (conversation.lastMessageAt ? formatTime(conversation.lastMessageAt) : '—'),
  },
  { header: 'First question', cell: (conversation) => conversation.preview || '—', className: 'break-words' },
];

/** A page of transcripts, newest first, with the links to the pages either side of it. */
export function ConversationTable({ page, purpose }: { page: ConversationPage; purpose?: string }) {
  return (
    <AdminTable
      caption={page.conversations.length === 0 ? 'No conversations here.' : 'Conversations, newest first'}
      columns={COLUMNS}
      rows={page.conversations}
      pager={{ noun: 'conversations', ...pagerLinks('/admin/conversations', { purpose }, page) }}
    />
  );
}
