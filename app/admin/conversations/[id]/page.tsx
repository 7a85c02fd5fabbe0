import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { requireStaffPage } from '@/lib/admin/guard';
import { fieldText, formatTime, SOURCE_LABELS } from '@/lib/admin/lead-labels';
import { getConversationStore, getLeadStore } from '@/lib/store';
import { localeName } from '@/lib/i18n/locales';
import { addressesIn } from '@/lib/store/email-mentions';

export const metadata: Metadata = { title: 'Conversation' };

type Props = { params: Promise<{ id: string }> };

/**
 * One transcript, oldest message first, as plain text, with the leads sent from it (the chat's
 * contact step carries the conversation id) and those whose e-mail address the visitor wrote in it.
 */
export default async function ConversationPage({ params }: Props) {
  await requireStaffPage('/admin/conversations');
  const { id } = await params;
  const conversations = getConversationStore();
  const conversation = id.length <= 100 ? await conversations.findConversation(id) : undefined;
  if (!conversation) notFound();
  const messages = await conversations.listMessages(id);
  const addresses = addressesIn(
    messages
      .filter((message) => message.role === 'user')
      .map((message) => message.content)
      .join('\n'),
  );
  const leadStore = getLeadStore();
  const found = await Promise.all([
    leadStore.leadsByConversation(id),
    ...addresses.map((address) => leadStore.leadsByEmail(address)),
  ]);
  const leads = [...new Map(found.flat().map((lead) => [lead.id, lead])).values()];

  return (
    <div className="space-y-6">
      <p className="text-sm">
        <Link href="/admin/conversations" className="underline underline-offset-4">
          All conversations
        </Link>
      </p>
      <h1 className="text-2xl font-semibold">
        {conversation.purpose === 'checker' ? 'Checker' : 'Chat'} conversation of {formatTime(conversation.createdAt)}
      </h1>
      <p className="text-sm">
        Page language: {localeName[conversation.locale]} ({conversation.locale})
      </p>

      <section aria-labelledby="leads-heading" className="space-y-2">
        <h2 id="leads-heading" className="text-xl font-semibold">
          Leads from this conversation
        </h2>
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
      </section>

      <section aria-labelledby="transcript-heading" className="space-y-3">
        <h2 id="transcript-heading" className="text-xl font-semibold">
          Transcript
        </h2>
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
      </section>
    </div>
  );
}
