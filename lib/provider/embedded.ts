/**
 * The embedded provider: content from CONTENT_DIR (or seeds in tests), submissions in the lead
 * store, conversations through the conversation engine (lib/provider/engine). An adapter
 * only: it builds what the caller did not hand in and maps the Provider calls onto those parts.
 */
import 'server-only';
import type { Agent, ConversationPurpose } from '@/lib/conversations/agent';
import { readLocalizedContent } from '@/lib/content/localized';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import { createConversationEngine } from '@/lib/provider/engine';
import { storeCall } from '@/lib/provider/engine/store-call';
import { DEFAULT_CONVERSATION_LIMITS, type ConversationLimits } from '@/lib/provider/engine/limits';
import { InProcessConversationEvents } from '@/lib/events/in-process';
import { InProcessReplyLocks, type ReplyLocks } from '@/lib/events/reply-lock';
import type { ConversationEvents } from '@/lib/events/types';
import type { ConversationStore } from '@/lib/store/conversation-store';
import type { LeadStore, SubmissionKind } from '@/lib/store/lead-store';
import { createSqliteConversationStore } from '@/lib/store/sqlite/conversation-store';
import { createSqliteLeadStore } from '@/lib/store/sqlite/lead-store';
import { nodeListSchema } from './node-schema';
import { ProviderError, type ContentNode, type ContentProject, type Provider } from '@/lib/conversations/provider';

export { AGENT_ERROR_TEXT } from '@/lib/provider/engine/answer';
export type { ConversationLimits } from '@/lib/provider/engine/limits';

/** An agent that neither finishes nor fails is cut off, so a conversation cannot hang forever. */
const DEFAULT_AGENT_TIMEOUT_MS = 120_000;

export type EmbeddedProviderOptions = {
  dataDir: string;
  /** The local agents by purpose; a purpose without one is refused with a 400. */
  agentFor: (purpose: ConversationPurpose) => Agent | undefined;
  seeds?: Partial<Record<ContentProject, unknown>>;
  agentTimeoutMs?: number;
  /** Where submissions (and their delivery jobs) go; by default a store of its own in `dataDir`, without jobs. */
  leads?: LeadStore;
  /** Where conversations and messages go; by default a store of its own in `dataDir`. */
  conversations?: ConversationStore;
  limits?: Partial<ConversationLimits>;
  /** The relay from replies to streams; by default this process's own. */
  events?: ConversationEvents;
  /** One reply at a time per conversation; by default within this process only. */
  locks?: ReplyLocks;
};

export type EmbeddedProvider = Provider & {
  readonly kind: 'embedded';
  /** Streams of the conversation this provider has open (tests). */
  openStreamCount(conversationId: string): number;
  /** Resolves when every agent run started so far has finished (tests, graceful shutdown). */
  idle(): Promise<void>;
  /** Deletes conversations idle past the retention period now; returns how many went. */
  cleanup(now?: number): Promise<number>;
};

export function createEmbeddedProvider(options: EmbeddedProviderOptions): EmbeddedProvider {
  const seeds = options.seeds ?? {};
  const closed = new AbortController();
  const ownLeads = options.leads ? undefined : createSqliteLeadStore({ dataDir: options.dataDir, channels: [] });
  const leads = options.leads ?? ownLeads!;
  // The SQLite store opens its file on first use, so building pages (which only read seed nodes)
  // never touches it.
  const ownConversations = options.conversations ? undefined : createSqliteConversationStore({ dataDir: options.dataDir });
  const engine = createConversationEngine({
    store: options.conversations ?? ownConversations!,
    agentFor: options.agentFor,
    events: options.events ?? new InProcessConversationEvents(),
    locks: options.locks ?? new InProcessReplyLocks(),
    limits: { ...DEFAULT_CONVERSATION_LIMITS, ...options.limits },
    agentTimeoutMs: options.agentTimeoutMs ?? DEFAULT_AGENT_TIMEOUT_MS,
    closed: closed.signal,
  });

  async function submit(kind: SubmissionKind, payload: object, locale?: Locale): Promise<void> {
    await storeCall(closed.signal, () => leads.addSubmission(kind, payload, locale));
  }
  const ping = () => engine.storage((store) => store.ping());

  return {
    kind: 'embedded',
    capabilities: { contentFiles: true, deliversLeads: true },
    createConversation: engine.createConversation,
    conversationPurpose: engine.conversationPurpose,
    sendMessage: engine.sendMessage,
    openStream: engine.openStream,
    listMessages: engine.listMessages,
    drain: engine.drain,
    idle: engine.idle,
    cleanup: engine.cleanup,
    openStreamCount: engine.openStreamCount,

    async listNodes(project: ContentProject, locale: Locale = defaultLocale): Promise<ContentNode[]> {
      // The node files in CONTENT_DIR, read now, so an editor's change shows after a revalidation.
      if (!(project in seeds)) return readLocalizedContent(project, locale).data.nodes;
      const parsed = nodeListSchema.safeParse(seeds[project]);
      if (!parsed.success) {
        throw new ProviderError(`The ${project} seed is not a valid { nodes: [...] } list.`, {
          cause: parsed.error,
        });
      }
      return parsed.data.nodes;
    },

    submitInquiry: (input, locale) => submit('inquiry', input, locale),
    submitChatContact: (input, locale) => submit('chat-contact', input, locale),
    submitCheckerLead: (input, locale) => submit('checker-lead', input, locale),

    async start() {
      const deleted = await engine.cleanup();
      if (deleted > 0) console.log(`[start-up] deleted ${deleted} idle conversation(s)`);
    },

    async health() {
      try {
        await ping();
        return { provider: 'embedded', database: 'ok' };
      } catch (error) {
        console.error('[embedded provider] database unavailable:', error);
        return { provider: 'embedded', database: 'unavailable' };
      }
    },

    checkReady: ping,

    close() {
      // Queued submissions are committed before the connection goes; their callers still get answers.
      void ownLeads?.close();
      closed.abort();
      engine.close();
      void ownConversations?.close();
    },
  };
}
