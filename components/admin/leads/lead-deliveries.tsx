import { AdminSection } from '@/components/admin/admin-section';
import { AdminTable, type Column } from '@/components/admin/table/admin-table';
import { formatTime } from '@/lib/admin/lead-labels';
import type { ConversationSummary } from '@/lib/store/conversation-store';
import type { DeliveryJobView, LeadDetail } from '@/lib/store/lead-store';
import type { FormAction } from './lead-forms';

function deliveryColumns(leadId: number, deliverAgain: FormAction): readonly Column<DeliveryJobView>[] {
  return [
    { header: 'Channel', cell: (job) => (job.channel === 'email' ? 'E-mail' : 'Webhook'), rowHeader: true },
    { header: 'Status', cell: (job) => job.status },
    { header: 'Attempts', cell: (job) => job.attempts },
    { header: 'Last error', cell: (job) => job.lastError ?? '—', className: 'break-words' },
    {
      header: 'Queued / next try / finished',
      cell: (job) => (
        <>
          {formatTime(job.queuedAt)}
          {job.nextAttemptAt && <> / next {formatTime(job.nextAttemptAt)}</>}
          {job.finishedAt && <> / {formatTime(job.finishedAt)}</>}
        </>
      ),
    },
    {
      header: 'Action',
      cell: (job) => (
        <form action={deliverAgain}>
          <input type="hidden" name="id" value={leadId} />
          <input type="hidden" name="channel" value={job.channel} />
          <button type="submit" className="btn btn-outline btn-sm">
            Deliver again<span className="sr-only"> by {job.channel}</span>
          </button>
        </form>
      ),
    },
  ];
}

/** The lead's delivery jobs per channel, each with a button that queues it again. */
export function LeadDeliveries({ lead, action }: { lead: LeadDetail; action: FormAction }) {
  return (
    <AdminSection id="deliveries" title="Deliveries">
      <AdminTable
        caption="Delivery attempts per channel"
        columns={deliveryColumns(lead.id, action)}
        rows={lead.deliveries}
        rowKey={(job) => job.channel}
        empty="No delivery channel was configured when this lead arrived."
      />
    </AdminSection>
  );
}

/** The chat and checker transcripts that mention the lead's e-mail address. */
export function LeadConversations({ conversations }: { conversations: readonly ConversationSummary[] }) {
  return (
    <AdminSection id="conversations" title="Conversations mentioning this address">
      {conversations.length === 0 ? (
        <p className="text-sm text-muted">No chat or checker transcript mentions this e-mail address.</p>
      ) : (
        <ul className="list-disc space-y-1 pl-6">
          {conversations.map((conversation) => (
            <li key={conversation.id}>
              <a href={`/admin/conversations/${conversation.id}`} className="underline underline-offset-4">
                {conversation.purpose === 'checker' ? 'Checker' : 'Chat'} of {formatTime(conversation.createdAt)}
              </a>{' '}
              ({conversation.messages} messages)
            </li>
          ))}
        </ul>
      )}
    </AdminSection>
  );
}
