import { AdminSection } from '@/components/admin/admin-section';
import { fieldText, formatTime, SOURCE_LABELS } from '@/lib/admin/lead-labels';
import type { Message } from '@/lib/store/conversation-store';
import type { Lead } from '@/lib/store/lead-store';

/** The leads sent from a conversation or carrying an address its visitor wrote. */
export function ConversationLeads({ leads }: { leads: readonly Lead[] }) {
  return (
    <AdminSection id="leads" title="Leads from this conversation" className="space-y-2">
      {leads.length === 0 ? (
        <p className="text-sm text-muted">
          No lead was sent from this conversation or has an e-mail address the visitor wrote here.
        </p>
      ) : (
        <ul className="list-disc space-y-1 pl-6">
          {leads.map((lead) => (
            <li key={lead.id}>
              <a href={`/admin/leads/${lead.id}`} className="underline underline-offset-4">
                {SOURCE_LABELS[lead.kind]} {lead.id}: {fieldText(lead.fields.name)} ({fieldText(lead.fields.email)})
              </a>
            </li>
          ))}
        </ul>
      )}
    </AdminSection>
  );
}

/** The transcript, oldest message first, as plain text. */
export function Transcript({ messages }: { messages: readonly Message[] }) {
  return (
    <AdminSection id="transcript" title="Transcript">
      {messages.length === 0 ? (
        <p className="text-sm text-muted">No messages.</p>
      ) : (
        <ol className="space-y-3">
          {messages.map((message) => (
            <li key={message.id} className="rounded-lg border border-border p-3">
              <p className="text-sm text-muted">
                {message.role === 'user' ? 'Visitor' : 'Assistant'}, {formatTime(message.createdAt)}
              </p>
              <p className="whitespace-pre-wrap break-words">{message.content}</p>
            </li>
          ))}
        </ol>
      )}
    </AdminSection>
  );
}
