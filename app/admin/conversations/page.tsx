import type { Metadata } from 'next';
import { adminCaption, adminCell, adminControl, adminHeadCell, adminTable } from '@/components/admin/admin-styles';
import { Outcome } from '@/components/admin/outcome';
import { requireStaffPage } from '@/lib/admin/guard';
import { CONVERSATION_PURPOSES, parseConversationListQuery } from '@/lib/admin/lead-input';
import { formatTime } from '@/lib/admin/lead-labels';
import { getConversationStore } from '@/lib/store';
import type { ConversationPage } from '@/lib/store/conversation-store';

export const metadata: Metadata = { title: 'Conversations' };

const PAGE_SIZE = 25;
const PURPOSE_LABELS = { chat: 'Chat assistant', checker: 'Press release checker' } as const;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

function pageHref(purpose: string | undefined, cursor: { before: string } | { after: string }): string {
  const params = new URLSearchParams(purpose ? { purpose } : {});
  if ('before' in cursor) params.set('before', cursor.before);
  else params.set('after', cursor.after);
  return `/admin/conversations?${params}`;
}

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

      <table className={adminTable}>
        <caption className={adminCaption}>
          {page.conversations.length === 0 ? 'No conversations here.' : 'Conversations, newest first'}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={adminHeadCell}>
              Started
            </th>
            <th scope="col" className={adminHeadCell}>
              Tool
            </th>
            <th scope="col" className={adminHeadCell}>
              Messages
            </th>
            <th scope="col" className={adminHeadCell}>
              Last message
            </th>
            <th scope="col" className={adminHeadCell}>
              First question
            </th>
          </tr>
        </thead>
        <tbody>
          {page.conversations.map((conversation) => (
            <tr key={conversation.id}>
              <td className={adminCell}>
                <a href={`/admin/conversations/${conversation.id}`} className="underline underline-offset-4">
                  {formatTime(conversation.createdAt)}
                </a>
              </td>
              <td className={adminCell}>{PURPOSE_LABELS[conversation.purpose]}</td>
              <td className={adminCell}>{conversation.messages}</td>
              <td className={adminCell}>{conversation.lastMessageAt ? formatTime(conversation.lastMessageAt) : '—'}</td>
              <td className={`${adminCell} break-words`}>{conversation.preview || '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <nav aria-label="Pages of conversations" className="flex gap-4 text-sm">
        {page.newer !== undefined && (
          <a href={pageHref(purpose, { after: page.newer })} className="underline underline-offset-4">
            Newer conversations
          </a>
        )}
        {page.older !== undefined && (
          <a href={pageHref(purpose, { before: page.older })} className="underline underline-offset-4">
            Older conversations
          </a>
        )}
      </nav>
    </div>
  );
}
