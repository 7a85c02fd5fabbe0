import { AdminTable, type Column } from '@/components/admin/table/admin-table';
import type { PrivacyState } from '@/lib/admin/form-states';
import { formatTime, SOURCE_LABELS } from '@/lib/admin/lead-labels';

type Found = Extract<PrivacyState, { step: 'found' }>;

const LEADS: readonly Column<Found['leads'][number]>[] = [
  {
    header: 'Lead',
    cell: (lead) => (
      <a href={`/admin/leads/${lead.id}`} className="underline underline-offset-4">
        {SOURCE_LABELS[lead.kind]} {lead.id}
      </a>
    ),
  },
  { header: 'Received', cell: (lead) => formatTime(lead.createdAt) },
];

const CONVERSATIONS: readonly Column<Found['conversations'][number]>[] = [
  {
    header: 'Conversation',
    cell: (conversation) => (
      <a href={`/admin/conversations/${conversation.id}`} className="underline underline-offset-4">
        {conversation.purpose === 'checker' ? 'Checker' : 'Chat'} of {formatTime(conversation.createdAt)}
      </a>
    ),
  },
  { header: 'Messages', cell: (conversation) => conversation.messages },
];

/** What the site holds for an address: its leads, the conversations that mention it, and other leads naming it. */
export function PrivacyFound({ found }: { found: Found }) {
  return (
    <>
      <AdminTable caption={`${found.leads.length} leads with this address`} columns={LEADS} rows={found.leads} />
      <AdminTable
        caption={`${found.conversations.length} conversations mentioning it`}
        columns={CONVERSATIONS}
        rows={found.conversations}
      />
      {found.mentionedIn.length > 0 && (
        <p>
          Also mentioned in {found.mentionedIn.length} other people&apos;s leads or their notes:{' '}
          {found.mentionedIn.map((id, index) => (
            <span key={id}>
              {index > 0 && ', '}
              <a href={`/admin/leads/${id}`} className="underline underline-offset-4">
                lead {id}
              </a>
            </span>
          ))}
          . Those leads stay; the address in them is replaced with “[address erased]”.
        </p>
      )}
    </>
  );
}
