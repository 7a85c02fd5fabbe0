import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ConversationLeads, Transcript } from '@/components/admin/conversations/conversation-parts';
import { requireStaffPage } from '@/lib/admin/guard';
import { formatTime } from '@/lib/admin/lead-labels';
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

      <ConversationLeads leads={leads} />
      <Transcript messages={messages} />
    </div>
  );
}
