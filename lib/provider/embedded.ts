import 'server-only';
import { randomUUID } from 'node:crypto';
import { agentFor as registryAgentFor } from '@/lib/agents/registry';
import { asClient, closeAgentWorkers } from '@/lib/agents/work';
import { readContentFile } from '@/lib/content/files';
import { readKeepingLastGood } from '@/lib/content/last-good';
import type { Agent, ConversationPurpose } from '@/lib/agents/types';
import type { ConversationStore } from '@/lib/store/conversation-store';
import type { LeadStore, SubmissionKind } from '@/lib/store/lead-store';
import { createSqliteConversationStore } from '@/lib/store/sqlite-conversation-store';
import { createSqliteLeadStore } from '@/lib/store/sqlite-lead-store';
import { InProcessConversationEvents } from '@/lib/events/in-process';
import { InProcessReplyLocks, type ReplyLock, type ReplyLocks } from '@/lib/events/reply-lock';
import type { ConversationEvents } from '@/lib/events/types';
import type { StreamChunk } from '@/lib/conversations/chunks';
import { deadline } from './deadline';
import { nodeListSchema } from './node-schema';
import {
  ConversationBusyError,
  ConversationFullError,
  NotFoundError,
  ProviderError,
  providerErrorKind,
  UnsupportedPurposeError,
  type ContentNode,
  type ContentProject,
  type Provider,
  type StoredMessage,
  type StreamEvent,
} from './types';

/** What the browser sees when a local agent fails; the cause goes to the server log only. */
export const AGENT_ERROR_TEXT = 'The assistant could not answer just now. Please try again.';

/** An agent that neither finishes nor fails is cut off, so a conversation cannot hang forever. */
const DEFAULT_AGENT_TIMEOUT_MS = 120_000;
/**
 * A reply lock outlives the agent's timeout by this much, so it cannot lapse while the reply is
 * still being stored and announced; it lapses by itself only when the instance holding it died.
 */
const REPLY_LOCK_MARGIN_MS = 30_000;
/** The agent sees at most this many earlier messages: enough context, bounded work per reply. */
const AGENT_HISTORY_MESSAGES = 20;
const DAY_MS = 24 * 60 * 60 * 1000;
const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

export type ConversationLimits = {
  /** Messages per conversation, replies included. */
  maxMessages: number;
  /** UTF-8 bytes of stored text per conversation; a message that would pass it is refused. */
  maxBytes: number;
  /** Conversations with no message for this many days are deleted. */
  retentionDays: number;
};

const DEFAULT_CONVERSATION_LIMITS: ConversationLimits = {
  maxMessages: 200,
  maxBytes: 1_048_576,
  retentionDays: 30,
};

export type EmbeddedProviderOptions = {
  dataDir: string;
  agentFor?: (purpose: ConversationPurpose) => Agent | undefined;
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

/**
 * Iterates the agent's fragments but gives up as soon as the signal aborts, even while the agent
 * is stuck in an await that ignores the signal; a hung agent must not block the conversation.
 */
async function* untilAborted<T>(source: AsyncIterable<T>, signal: AbortSignal): AsyncGenerator<T> {
  const iterator = source[Symbol.asyncIterator]();
  let fail: () => void = () => undefined;
  const aborted = new Promise<never>((_, reject) => {
    fail = () => reject(signal.reason ?? new Error('aborted'));
  });
  aborted.catch(() => undefined);
  if (signal.aborted) fail();
  else signal.addEventListener('abort', fail, { once: true });
  try {
    while (true) {
      const result = await Promise.race([iterator.next(), aborted]);
      if (result.done) return;
      yield result.value;
    }
  } finally {
    signal.removeEventListener('abort', fail);
    if (signal.aborted) void Promise.resolve(iterator.return?.()).catch(() => undefined);
  }
}

export function createEmbeddedProvider(options: EmbeddedProviderOptions): EmbeddedProvider {
  const agentFor = options.agentFor ?? registryAgentFor;
  const seeds = options.seeds ?? {};
  const agentTimeoutMs = options.agentTimeoutMs ?? DEFAULT_AGENT_TIMEOUT_MS;
  const limits = { ...DEFAULT_CONVERSATION_LIMITS, ...options.limits };
  const events = options.events ?? new InProcessConversationEvents();
  const locks = options.locks ?? new InProcessReplyLocks();
  const openStreams = new Map<string, number>();
  const shutdown = new AbortController();
  // Cuts off agent replies at the drain deadline, before the provider itself closes.
  const replies = new AbortController();
  // Replies being written by this instance, for idle() and the drain.
  const runs = new Set<Promise<void>>();
  const ownLeads = options.leads ? undefined : createSqliteLeadStore({ dataDir: options.dataDir, channels: [] });
  const leads = options.leads ?? ownLeads!;
  // The SQLite store opens its file on first use, so building pages (which only read seed nodes)
  // never touches it.
  const ownConversations = options.conversations
    ? undefined
    : createSqliteConversationStore({ dataDir: options.dataDir });
  const conversations = options.conversations ?? ownConversations!;

  /** Runs a store call; whatever fails in the store reaches the handlers as a ProviderError. */
  async function storage<T>(action: (store: ConversationStore) => Promise<T>): Promise<T> {
    if (shutdown.signal.aborted) throw new ProviderError('The embedded provider is closed.');
    try {
      return await action(conversations);
    } catch (error) {
      if (providerErrorKind(error)) throw error;
      throw new ProviderError('The embedded database failed.', { cause: error });
    }
  }

  async function submit(kind: SubmissionKind, payload: object): Promise<void> {
    if (shutdown.signal.aborted) throw new ProviderError('The embedded provider is closed.');
    try {
      await leads.addSubmission(kind, payload);
    } catch (error) {
      throw providerErrorKind(error) ? error : new ProviderError('The embedded database failed.', { cause: error });
    }
  }

  async function requireConversation(conversationId: string) {
    const conversation = await storage((store) => store.findConversation(conversationId));
    if (!conversation) throw new NotFoundError(`Unknown conversation ${conversationId}`);
    return conversation;
  }

  /** A reply whose chunks cannot be relayed is still stored: the history shows it on the next load. */
  async function publish(conversationId: string, chunk: StreamChunk): Promise<void> {
    try {
      await events.publish(conversationId, chunk);
    } catch (error) {
      console.error(`[embedded provider] could not relay a chunk of conversation ${conversationId}:`, error);
    }
  }

  async function acquireReplyLock(conversationId: string): Promise<ReplyLock> {
    let lock: ReplyLock | null;
    try {
      lock = await locks.acquire(conversationId, agentTimeoutMs + REPLY_LOCK_MARGIN_MS);
    } catch (error) {
      throw new ProviderError('The reply lock is unavailable.', { cause: error });
    }
    if (!lock) throw new ConversationBusyError(`Conversation ${conversationId} is answering.`);
    return lock;
  }

  function releaseReplyLock(lock: ReplyLock): void {
    lock.release().catch((error) => console.error('[embedded provider] could not release a reply lock:', error));
  }

  async function answer(conversationId: string, purpose: ConversationPurpose, userMessageId: string, text: string) {
    const messageId = randomUUID();
    try {
      const agent = agentFor(purpose);
      if (!agent) throw new UnsupportedPurposeError(purpose);
      const history = (
        await storage((store) =>
          store.listMessages(conversationId, { before: userMessageId, limit: AGENT_HISTORY_MESSAGES }),
        )
      ).map(({ role, content }) => ({ role, content }));
      const signal = AbortSignal.any([shutdown.signal, replies.signal, deadline(agentTimeoutMs)]);

      let content = '';
      for await (const fragment of untilAborted(agent({ conversationId, text, history, signal }), signal)) {
        if (typeof fragment !== 'string' || fragment === '') continue;
        content += fragment;
        await publish(conversationId, { type: 'text-delta', id: messageId, delta: fragment });
      }
      if (content.trim() === '') throw new Error('The agent produced no text.');
      await storage((store) => store.addMessage({ id: messageId, conversationId, role: 'assistant', content }));
      await publish(conversationId, { type: 'finish', id: messageId });
    } catch (error) {
      if (!shutdown.signal.aborted && !replies.signal.aborted) {
        console.error(`[embedded provider] agent "${purpose}" failed in conversation ${conversationId}:`, error);
      }
      await publish(conversationId, { type: 'error', id: messageId, errorText: AGENT_ERROR_TEXT });
    }
  }

  /** Deletes conversations idle past the retention period; returns how many went. */
  function cleanup(now = Date.now()): Promise<number> {
    return storage((store) => store.deleteIdle(new Date(now - limits.retentionDays * DAY_MS)));
  }

  const cleanupTimer = setInterval(() => {
    cleanup().then(
      (deleted) => {
        if (deleted > 0) console.log(`[embedded provider] deleted ${deleted} idle conversation(s)`);
      },
      (error) => console.error('[embedded provider] conversation cleanup failed:', error),
    );
  }, CLEANUP_INTERVAL_MS);
  cleanupTimer.unref();

  /** Refuses a message the conversation has no room for: count and bytes, its reply included. */
  async function requireRoom(conversationId: string, text: string): Promise<void> {
    const usage = await storage((store) => store.usage(conversationId));
    if (usage.messages + 2 > limits.maxMessages) {
      throw new ConversationFullError(
        `This conversation has reached its limit of ${limits.maxMessages} messages. Please start a new conversation.`,
      );
    }
    if (usage.bytes + Buffer.byteLength(text) > limits.maxBytes) {
      throw new ConversationFullError(
        `This conversation has reached its size limit of ${Math.round(limits.maxBytes / 1024)} kB. Please start a new conversation.`,
      );
    }
  }

  return {
    kind: 'embedded',
    openStreamCount: (conversationId) => openStreams.get(conversationId) ?? 0,
    cleanup,

    async listNodes(project: ContentProject): Promise<ContentNode[]> {
      // The node files in CONTENT_DIR, read now, so an editor's change shows after a revalidation.
      if (!(project in seeds)) return readKeepingLastGood(project, () => readContentFile(project)).nodes;
      const parsed = nodeListSchema.safeParse(seeds[project]);
      if (!parsed.success) {
        throw new ProviderError(`The ${project} seed is not a valid { nodes: [...] } list.`, {
          cause: parsed.error,
        });
      }
      return parsed.data.nodes;
    },

    async submitInquiry(input) {
      await submit('inquiry', input);
    },

    async submitChatContact(input) {
      await submit('chat-contact', input);
    },

    async submitCheckerLead(input) {
      await submit('checker-lead', input);
    },

    async createConversation(purpose) {
      if (!agentFor(purpose)) throw new UnsupportedPurposeError(purpose);
      const conversationId = randomUUID();
      await storage((store) => store.createConversation(conversationId, purpose));
      return { conversationId };
    },

    async conversationPurpose(conversationId) {
      return (await requireConversation(conversationId)).purpose;
    },

    async sendMessage(conversationId, text, options) {
      const { purpose } = await requireConversation(conversationId);
      if (!agentFor(purpose)) throw new UnsupportedPurposeError(purpose);
      // Taken before anything is stored, so a refused message leaves no trace.
      const lock = await acquireReplyLock(conversationId);
      const userMessageId = randomUUID();
      try {
        await requireRoom(conversationId, text);
        await storage((store) => store.addMessage({ id: userMessageId, conversationId, role: 'user', content: text }));
      } catch (error) {
        releaseReplyLock(lock);
        throw error;
      }

      const run = asClient(options?.client, () => answer(conversationId, purpose, userMessageId, text)).finally(() => {
        releaseReplyLock(lock);
        runs.delete(run);
      });
      runs.add(run);
    },

    async openStream(conversationId, signal, after): Promise<AsyncIterable<StreamEvent>> {
      await requireConversation(conversationId);
      let stream: AsyncIterable<StreamEvent>;
      try {
        stream = await events.subscribe(conversationId, { signal, after });
      } catch (error) {
        throw new ProviderError('The conversation events are unavailable.', { cause: error });
      }
      if (signal.aborted) return stream;
      openStreams.set(conversationId, (openStreams.get(conversationId) ?? 0) + 1);
      signal.addEventListener(
        'abort',
        () => {
          const left = (openStreams.get(conversationId) ?? 1) - 1;
          if (left > 0) openStreams.set(conversationId, left);
          else openStreams.delete(conversationId);
        },
        { once: true },
      );
      return stream;
    },

    async listMessages(conversationId, page): Promise<StoredMessage[]> {
      await requireConversation(conversationId);
      return storage((store) => store.listMessages(conversationId, page));
    },

    async health() {
      try {
        await storage((store) => store.ping());
        return { provider: 'embedded', database: 'ok' };
      } catch (error) {
        console.error('[embedded provider] database unavailable:', error);
        return { provider: 'embedded', database: 'unavailable' };
      }
    },

    async checkReady() {
      await storage((store) => store.ping());
    },

    async drain(signal) {
      const cut = () => replies.abort();
      if (signal.aborted) cut();
      else signal.addEventListener('abort', cut, { once: true });
      try {
        await this.idle();
      } finally {
        signal.removeEventListener('abort', cut);
      }
    },

    async idle() {
      while (runs.size > 0) await Promise.allSettled([...runs]);
    },

    close() {
      // Queued submissions are committed before the connection goes; their callers still get answers.
      void ownLeads?.close();
      clearInterval(cleanupTimer);
      shutdown.abort();
      void closeAgentWorkers();
      void events.close();
      void ownConversations?.close();
    },
  };
}
