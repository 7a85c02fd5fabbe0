import 'server-only';
import { eraseAlertSubscription, findAlertSubscription } from '@/lib/alerts/privacy';
import { getConversationStore, getLeadStore } from '@/lib/store';
import type { ConversationSummary } from '@/lib/store/conversation-store';
import type { LeadSummary } from '@/lib/store/lead-store';

/** What the site holds about one e-mail address (docs/operations.md, "Erasure by e-mail"). */
export type PersonalData = {
  leads: LeadSummary[];
  conversations: Pick<ConversationSummary, 'id' | 'purpose' | 'createdAt' | 'messages'>[];
  alertSubscription?: Awaited<ReturnType<typeof findAlertSubscription>>;
};

export type Erasure = {
  leadIds: number[];
  leads: number;
  deliveryJobs: number;
  notes: number;
  statusChanges: number;
  conversations: number;
} & Awaited<ReturnType<typeof eraseAlertSubscription>>;

/** The conversations the chat widget sent these leads from (docs/operations.md, "Erasure by e-mail"). */
function referencedConversations(leads: readonly LeadSummary[]): string[] {
  const ids = leads.map((lead) => lead.fields.conversationId).filter((id) => typeof id === 'string');
  return [...new Set(ids)];
}

/**
 * The leads with this address and the conversations that mention it or that those leads were sent
 * from. A conversation is not stored with the visitor's contact details, so a transcript belongs to
 * an address when one of its messages contains it or a lead with the address carries its id.
 */
export async function findPersonalData(email: string): Promise<PersonalData> {
  const conversationStore = getConversationStore();
  const [leads, mentioning] = await Promise.all([
    getLeadStore().leadsByEmail(email),
    conversationStore.conversationsMentioning(email),
  ]);
  const known = new Set(mentioning.map((conversation) => conversation.id));
  const referenced = await Promise.all(
    referencedConversations(leads)
      .filter((id) => !known.has(id))
      .map(async (id) => {
        const conversation = await conversationStore.findConversation(id);
        return conversation && { ...conversation, messages: (await conversationStore.listMessages(id)).length };
      }),
  );
  return {
    leads,
    conversations: [...mentioning, ...referenced.filter((found) => found !== undefined)],
    alertSubscription: await findAlertSubscription(email),
  };
}

/**
 * Erases everything `findPersonalData` finds: the conversations with their messages first, then the
 * leads with their delivery jobs, notes and status history. Conversations go first because the leads
 * are what points at the contact step's transcript: a failure halfway leaves the leads, so running it
 * again finds the rest and otherwise only what arrived since.
 */
export async function erasePersonalData(email: string): Promise<Erasure> {
  const leadStore = getLeadStore();
  const conversationStore = getConversationStore();
  const found = await leadStore.leadsByEmail(email);
  const mentioning = (await conversationStore.conversationsMentioning(email)).map((conversation) => conversation.id);
  const conversations = await conversationStore.deleteConversations([
    ...new Set([...mentioning, ...referencedConversations(found)]),
  ]);
  const leads = await leadStore.eraseLeadsByEmail(email);
  return { leadIds: found.map((lead) => lead.id), ...leads, conversations, ...(await eraseAlertSubscription(email)) };
}
