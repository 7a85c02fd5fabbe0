import 'server-only';
import { z } from 'zod';
import type { ConversationPurpose } from '@/lib/conversations/agent';
import { CONVERSATION_ID_MAX_LENGTH, PATH_SAFE_ID } from '@/lib/validation/conversation-id';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import { contentNodeSchema } from './node-schema';
import { createRemoteHttp, readJson, type RemoteHttp } from './remote-http';
import { openRemoteStream } from './remote-stream';
import {
  NotFoundError,
  type ContentNode,
  type ContentProject,
  type Provider,
  type StreamEvent,
} from '@/lib/conversations/provider';

export type RemoteProviderOptions = {
  baseUrl: string;
  token?: string;
  timeoutMs: number;
  projectIds: Record<ContentProject, string>;
  inquiryFormId: string;
  chatContactFormId: string;
  checkerWebhookId: string;
  agentIds: Record<ConversationPurpose, string>;
};

const nodesAnswerSchema = z.object({
  data: z.object({ payload: z.object({ nodes: z.array(contentNodeSchema) }) }),
});

// Upstream ids go into URL path segments (lib/validation/conversation-id.ts). The site's id is
// `<purpose>-<upstream id>`, so an upstream id leaves room for the longest prefix.
const UPSTREAM_ID_MAX_LENGTH = CONVERSATION_ID_MAX_LENGTH - 'checker-'.length;
const isUpstreamId = (id: string) => id.length <= UPSTREAM_ID_MAX_LENGTH && PATH_SAFE_ID.test(id);
const conversationIdSchema = z.string().max(UPSTREAM_ID_MAX_LENGTH).regex(PATH_SAFE_ID);
// docs/behaviour.md#remote-provider-api only says "read conversationId"; accept it at the top level or inside the
// data/payload envelope the nodes call uses.
const conversationAnswerSchema = z.union([
  z.object({ conversationId: conversationIdSchema }),
  z.object({ data: z.object({ conversationId: conversationIdSchema }) }),
  z.object({ data: z.object({ payload: z.object({ conversationId: conversationIdSchema }) }) }),
]);

function conversationIdOf(answer: z.infer<typeof conversationAnswerSchema>): string {
  if ('conversationId' in answer) return answer.conversationId;
  return 'conversationId' in answer.data ? answer.data.conversationId : answer.data.payload.conversationId;
}

const purposes: ConversationPurpose[] = ['chat', 'checker'];

/**
 * The browser's conversation id carries the purpose (`chat-<upstream id>`): the stream and message
 * paths need the agent id, and encoding it keeps the server stateless across restarts and instances.
 */
export function toSiteConversationId(purpose: ConversationPurpose, upstreamId: string): string {
  return `${purpose}-${upstreamId}`;
}

export function fromSiteConversationId(id: string): { purpose: ConversationPurpose; upstreamId: string } {
  for (const purpose of purposes) {
    const prefix = `${purpose}-`;
    const upstreamId = id.slice(prefix.length);
    if (id.startsWith(prefix) && isUpstreamId(upstreamId)) return { purpose, upstreamId };
  }
  throw new NotFoundError(`Unknown conversation ${id}`);
}

/** A form's body with the visitor's language (docs/behaviour.md#remote-provider-api); unchanged for English. */
function withLocale(input: object, locale: Locale | undefined): object {
  return locale === undefined || locale === defaultLocale ? input : { ...input, locale };
}

type RemoteCalls = {
  http: RemoteHttp;
  options: RemoteProviderOptions;
};

const segment = encodeURIComponent;

/** Content and lead calls: the project nodes, the forms and the checker's webhook. */
function nodeCalls({ http, options }: RemoteCalls) {
  return {
    // The remote API has no translations: every locale gets its English nodes.
    async listNodes(project: ContentProject): Promise<ContentNode[]> {
      const path = `/projects/${segment(options.projectIds[project])}/nodes`;
      const answer = await readJson(await http.call('GET', path), nodesAnswerSchema, `GET ${path}`);
      return answer.data.payload.nodes;
    },

    async submitInquiry(input, locale) {
      await http.post(`/forms/${segment(options.inquiryFormId)}/run`, withLocale(input, locale));
    },

    async submitChatContact(input, locale) {
      await http.post(`/forms/${segment(options.chatContactFormId)}/run`, withLocale(input, locale));
    },

    async submitCheckerLead(input, locale) {
      await http.post(`/webhooks/${segment(options.checkerWebhookId)}/run`, withLocale(input, locale));
    },

    async checkReady(signal) {
      // The cheapest read the API has; its answer is not parsed, only its status counts.
      const response = await http.call('GET', `/projects/${segment(options.projectIds.services)}/nodes`, { signal });
      await response.body?.cancel();
    },
  } satisfies Partial<Provider>;
}

/** The agents' public conversations: create, send and stream; there is no history to list. */
function conversationCalls({ http, options }: RemoteCalls) {
  const agentPath = (purpose: ConversationPurpose) =>
    `/agents/${segment(options.agentIds[purpose])}/public-conversations`;

  return {
    async createConversation(purpose) {
      const path = agentPath(purpose);
      const answer = await readJson(await http.call('POST', path), conversationAnswerSchema, `POST ${path}`);
      return { conversationId: toSiteConversationId(purpose, conversationIdOf(answer)) };
    },

    async conversationPurpose(conversationId) {
      return fromSiteConversationId(conversationId).purpose;
    },

    async sendMessage(conversationId, text) {
      const { purpose, upstreamId } = fromSiteConversationId(conversationId);
      await http.post(`${agentPath(purpose)}/${segment(upstreamId)}/messages`, { text }, true);
    },

    // The remote API has no resume: a reconnect receives what comes next.
    async openStream(conversationId, signal): Promise<AsyncIterable<StreamEvent>> {
      const { purpose, upstreamId } = fromSiteConversationId(conversationId);
      return openRemoteStream(http, `${agentPath(purpose)}/${segment(upstreamId)}/stream`, signal);
    },

    async listMessages(conversationId) {
      // The provider's API has no history call (docs/behaviour.md#remote-provider-api), so a reload cannot restore a remote chat.
      fromSiteConversationId(conversationId);
      return [];
    },
  } satisfies Partial<Provider>;
}

/**
 * The provider of docs/behaviour.md#remote-provider-api over HTTP. Every call has a timeout; any failure becomes a ProviderError whose
 * message is for the server log only (handlers show a generic text), a timeout a ProviderTimeoutError.
 */
export function createRemoteProvider(options: RemoteProviderOptions): Provider {
  const http = createRemoteHttp(options);

  return {
    kind: 'remote',
    capabilities: { contentFiles: false, deliversLeads: false },
    ...nodeCalls({ http, options }),
    ...conversationCalls({ http, options }),

    async health() {
      return { provider: 'remote', database: 'not-used' };
    },

    async start() {},

    // Replies are relayed from the service's own streams, which lib/http/sse.ts drains.
    async drain() {},

    close() {
      http.close();
    },
  };
}
