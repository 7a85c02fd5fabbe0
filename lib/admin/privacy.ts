import 'server-only';
import { eraseAlertSubscription, findAlertSubscription } from '@/lib/alerts/privacy';
import { getConversationStore, getLeadStore } from '@/lib/store';
import type { ConversationSummary } from '@/lib/store/conversation-store';
import type { LeadSummary } from '@/lib/store/lead-store';

/** What the site holds about one e-mail address (docs/operations.md, "Erasure by e-mail"). */
export type PersonalData = {
  leads: LeadSummary[];
  conversations: Pick<ConversationSummary, 'id' | 'purpose' | 'createdAt' | 'messages'>[];
  /** Other people's leads that mention the address: kept, with the address replaced. */
  mentionedIn: number[];
  alertSubscription?: Awaited<ReturnType<typeof findAlertSubscription>>;
};

export type Erasure = {
  leadIds: number[];
  leads: number;
  deliveryJobs: number;
  notes: number;
  statusChanges: number;
  conversations: number;
  /** Rows elsewhere (other leads, notes, delivery errors, audit log) with the address replaced. */
  redacted: number;
} & Awaited<ReturnType<typeof eraseAlertSubscription>>;

/**
 * One store's part of finding and erasing an address. ERASERS runs them in order; a store added
 * later that holds addresses (its own table, on either backend) adds its eraser there, and both
 * "find their data" and the erasure then cover it.
 */
type Eraser = {
  find(email: string, found: PersonalData): Promise<Partial<PersonalData>>;
  erase(email: string): Promise<Partial<Erasure>>;
};

/** The conversations the chat widget sent these leads from (docs/operations.md, "Erasure by e-mail"). */
function referencedConversations(leads: readonly LeadSummary[]): string[] {
  const ids = leads.map((lead) => lead.fields.conversationId).filter((id) => typeof id === 'string');
  return [...new Set(ids)];
}

/**
 * Conversations that mention the address or that its leads were sent from. A conversation is not
 * stored with the visitor's contact details, so a transcript belongs to an address when one of its
 * messages contains it or a lead with the address carries its id. They go first because the leads
 * are what points at the contact step's transcript: a failure halfway leaves the leads, so running
 * it again finds the rest.
 */
const conversations: Eraser = {
  async find(email, found) {
    const store = getConversationStore();
    const mentioning = await store.conversationsMentioning(email);
    const known = new Set(mentioning.map((conversation) => conversation.id));
    const referenced = await Promise.all(
      referencedConversations(found.leads)
        .filter((id) => !known.has(id))
        .map(async (id) => {
          const conversation = await store.findConversation(id);
          return conversation && { ...conversation, messages: (await store.listMessages(id)).length };
        }),
    );
    return { conversations: [...mentioning, ...referenced.filter((item) => item !== undefined)] };
  },
  async erase(email) {
    const store = getConversationStore();
    const mentioning = (await store.conversationsMentioning(email)).map((conversation) => conversation.id);
    const referenced = referencedConversations(await getLeadStore().leadsByEmail(email));
    return { conversations: await store.deleteConversations([...new Set([...mentioning, ...referenced])]) };
  },
};

/** The address's own leads, deleted with their delivery jobs, notes and status history. */
const leads: Eraser = {
  async find(email) {
    return { leads: await getLeadStore().leadsByEmail(email) };
  },
  async erase(email) {
    const store = getLeadStore();
    const leadIds = (await store.leadsByEmail(email)).map((lead) => lead.id);
    return { leadIds, ...(await store.eraseLeadsByEmail(email)) };
  },
};

/**
 * The address inside someone else's data (lib/store/mentions.ts): replaced, not deleted, since the
 * row is another person's lead or the record of what staff did. Last, so it also leaves the
 * database file without readable copies of what the erasers before it deleted.
 */
const mentions: Eraser = {
  async find(email, found) {
    const own = new Set(found.leads.map((lead) => lead.id));
    return { mentionedIn: (await getLeadStore().leadsMentioning(email)).filter((id) => !own.has(id)) };
  },
  async erase(email) {
    return { redacted: (await getLeadStore().redactMentions(email)).rows };
  },
};

/** Release-alert subscriptions and the alerts still queued for them (docs/operations.md). */
const alertSubscriptions: Eraser = {
  async find(email) {
    return { alertSubscription: await findAlertSubscription(email) };
  },
  erase: eraseAlertSubscription,
};

// Leads are found before conversations: the contact step's transcript is found through them.
const FINDERS: readonly Eraser[] = [leads, conversations, alertSubscriptions, mentions];
const ERASERS: readonly Eraser[] = [conversations, leads, alertSubscriptions, mentions];

export async function findPersonalData(email: string): Promise<PersonalData> {
  const found: PersonalData = { leads: [], conversations: [], mentionedIn: [] };
  for (const eraser of FINDERS) Object.assign(found, await eraser.find(email, found));
  return found;
}

/** Erases everything findPersonalData finds, store by store. */
export async function erasePersonalData(email: string): Promise<Erasure> {
  const erased: Erasure = { leadIds: [], leads: 0, deliveryJobs: 0, notes: 0, statusChanges: 0, conversations: 0, redacted: 0 };
  for (const eraser of ERASERS) Object.assign(erased, await eraser.erase(email));
  return erased;
}
