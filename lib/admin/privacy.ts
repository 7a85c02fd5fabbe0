import 'server-only';
import { getConversationStore, getLeadStore } from '@/lib/store';
import type { ConversationSummary } from '@/lib/store/conversation-store';
import type { LeadSummary } from '@/lib/store/lead-store';

/** What the site holds about one e-mail address (docs/operations.md, "Erasure by e-mail"). */
export type PersonalData = { leads: LeadSummary[]; conversations: ConversationSummary[] };

export type Erasure = {
  leadIds: number[];
  leads: number;
  deliveryJobs: number;
  notes: number;
  statusChanges: number;
  conversations: number;
};

/**
 * The leads with this address and the conversations that mention it. A conversation is not stored
 * with the visitor's contact details, so a transcript belongs to an address when one of its
 * messages contains it.
 */
export async function findPersonalData(email: string): Promise<PersonalData> {
  const [leads, conversations] = await Promise.all([
    getLeadStore().leadsByEmail(email),
    getConversationStore().conversationsMentioning(email),
  ]);
  return { leads, conversations };
}

/**
 * Erases everything `findPersonalData` finds: the leads with their delivery jobs, notes and status
 * history, then the conversations with their messages. Running it again erases what arrived since
 * and otherwise finds nothing, so a failure halfway is repaired by running it again.
 */
export async function erasePersonalData(email: string): Promise<Erasure> {
  const leadStore = getLeadStore();
  const conversationStore = getConversationStore();
  const leadIds = (await leadStore.leadsByEmail(email)).map((lead) => lead.id);
  const leads = await leadStore.eraseLeadsByEmail(email);
  const mentioning = await conversationStore.conversationsMentioning(email);
  const conversations = await conversationStore.deleteConversations(mentioning.map((conversation) => conversation.id));
  return { leadIds, ...leads, conversations };
}
