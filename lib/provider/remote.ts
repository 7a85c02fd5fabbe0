import 'server-only';
import { z } from 'zod';
import type { ConversationPurpose } from '@/lib/conversations/agent';
import { CONVERSATION_ID_MAX_LENGTH, PATH_SAFE_ID } from '@/lib/validation/conversation-id';
import { parseChunk } from '@/lib/conversations/chunks';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import { contentNodeSchema } from './node-schema';
import { readSseData } from './sse-reader';
import { deadline } from '../lifecycle/deadline';
import {
  NotFoundError,
  ProviderError,
  ProviderTimeoutError,
  type ContentNode,
  type ContentProject,
  type Provider,
  type StreamEvent,
} from '../conversations/provider';
import { trimEndChars } from '@/lib/text/linear';

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

/** A 200 that is not an event stream (an error page, JSON) is garbage: answer 502 before relaying. */

function isEventStream(response: Response): boolean {
  return /^text\/event-stream\b/i.test(response.headers.get('content-type') ?? '');
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && error.name === 'TimeoutError';
}

/**
 * The provider of docs/behaviour.md#remote-provider-api over HTTP. Every call has a timeout; any failure becomes a ProviderError whose
 * message is for the server log only (handlers show a generic text), a timeout a ProviderTimeoutError.
 */
export function createRemoteProvider(options: RemoteProviderOptions): Provider {
  const base = trimEndChars(options.baseUrl, '/');
  const segment = encodeURIComponent;
  const agentPath = (purpose: ConversationPurpose) =>
    `/agents/${segment(options.agentIds[purpose])}/public-conversations`;
  const shutdown = new AbortController();

  function headers(extra: Record<string, string> = {}): Record<string, string> {
    return options.token ? { authorization: `Bearer ${options.token}`, ...extra } : extra;
  }

  async function call(
    method: 'GET' | 'POST',
    path: string,
    init: { body?: unknown; notFound?: boolean; signal?: AbortSignal } = {},
  ): Promise<Response> {
    const signals = [deadline(options.timeoutMs), shutdown.signal];
    const signal = AbortSignal.any(init.signal ? [...signals, init.signal] : signals);
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: headers(
          init.body === undefined
            ? { accept: 'application/json' }
            : { accept: 'application/json', 'content-type': 'application/json' },
        ),
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal,
        redirect: 'error',
      });
    } catch (error) {
      if (isTimeout(error)) throw new ProviderTimeoutError(`${method} ${path} timed out`, { cause: error });
      throw new ProviderError(`${method} ${path} failed`, { cause: error });
    }
    if (init.notFound && response.status === 404) {
      await response.body?.cancel();
      throw new NotFoundError(`${method} ${path} answered 404`);
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new ProviderError(`${method} ${path} answered ${response.status}`);
    }
    return response;
  }

  async function readJson<T extends z.ZodType>(response: Response, schema: T, what: string): Promise<z.infer<T>> {
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      if (isTimeout(error)) throw new ProviderTimeoutError(`${what}: body timed out`, { cause: error });
      throw new ProviderError(`${what}: answer is not JSON`, { cause: error });
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new ProviderError(`${what}: unexpected answer shape`, { cause: parsed.error });
    return parsed.data;
  }

  /** The answer of a form, webhook or message call is not read (docs/behaviour.md#remote-provider-api), only its status. */
  async function post(path: string, body?: unknown, notFound = false): Promise<void> {
    const response = await call('POST', path, { body, notFound });
    await response.body?.cancel();
  }

  return {
    kind: 'remote',
    capabilities: { contentFiles: false, deliversLeads: false },

    // The remote API has no translations: every locale gets its English nodes.
    async listNodes(project: ContentProject): Promise<ContentNode[]> {
      const path = `/projects/${segment(options.projectIds[project])}/nodes`;
      const answer = await readJson(await call('GET', path), nodesAnswerSchema, `GET ${path}`);
      return answer.data.payload.nodes;
    },

    async submitInquiry(input, locale) {
      await post(`/forms/${segment(options.inquiryFormId)}/run`, withLocale(input, locale));
    },

    async submitChatContact(input, locale) {
      await post(`/forms/${segment(options.chatContactFormId)}/run`, withLocale(input, locale));
    },

    async submitCheckerLead(input, locale) {
      await post(`/webhooks/${segment(options.checkerWebhookId)}/run`, withLocale(input, locale));
    },

    async createConversation(purpose) {
      const path = agentPath(purpose);
      const answer = await readJson(await call('POST', path), conversationAnswerSchema, `POST ${path}`);
      return { conversationId: toSiteConversationId(purpose, conversationIdOf(answer)) };
    },

    async conversationPurpose(conversationId) {
      return fromSiteConversationId(conversationId).purpose;
    },

    async sendMessage(conversationId, text) {
      const { purpose, upstreamId } = fromSiteConversationId(conversationId);
      await post(`${agentPath(purpose)}/${segment(upstreamId)}/messages`, { text }, true);
    },

    // The remote API has no resume: a reconnect receives what comes next.
    async openStream(conversationId, signal): Promise<AsyncIterable<StreamEvent>> {
      const { purpose, upstreamId } = fromSiteConversationId(conversationId);
      const path = `${agentPath(purpose)}/${segment(upstreamId)}/stream`;
      // The timeout covers connecting only: a conversation stream legitimately stays open for long.
      const upstream = new AbortController();
      const stop = () => upstream.abort();
      if (signal.aborted || shutdown.signal.aborted) stop();
      signal.addEventListener('abort', stop, { once: true });
      shutdown.signal.addEventListener('abort', stop, { once: true });
      const connectTimer = setTimeout(
        () => upstream.abort(new DOMException('connect timed out', 'TimeoutError')),
        options.timeoutMs,
      );
      const release = () => {
        clearTimeout(connectTimer);
        signal.removeEventListener('abort', stop);
        shutdown.signal.removeEventListener('abort', stop);
        upstream.abort();
      };

      let response: Response;
      try {
        response = await fetch(`${base}${path}`, {
          headers: headers({ accept: 'text/event-stream' }),
          signal: upstream.signal,
          redirect: 'error',
        });
      } catch (error) {
        release();
        if (isTimeout(error) || isTimeout(upstream.signal.reason)) {
          throw new ProviderTimeoutError(`GET ${path} timed out`, { cause: error });
        }
        throw new ProviderError(`GET ${path} failed`, { cause: error });
      } finally {
        clearTimeout(connectTimer);
      }
      if (response.status === 404 || !response.ok || !response.body || !isEventStream(response)) {
        await response.body?.cancel();
        release();
        if (response.status === 404) throw new NotFoundError(`GET ${path} answered 404`);
        if (response.ok)
          throw new ProviderError(`GET ${path} answered ${response.headers.get('content-type')}, not an event stream`);
        throw new ProviderError(`GET ${path} answered ${response.status}`);
      }

      const body = response.body;
      return (async function* relay() {
        try {
          for await (const data of readSseData(body)) {
            const chunk = parseChunk(data);
            if (chunk) yield { chunk };
          }
        } catch (error) {
          // A read failing because the browser left is the normal end, not a provider fault.
          if (!signal.aborted) throw new ProviderError(`GET ${path} broke off`, { cause: error });
        } finally {
          release();
        }
      })();
    },

    async listMessages(conversationId) {
      // The provider's API has no history call (docs/behaviour.md#remote-provider-api), so a reload cannot restore a remote chat.
      fromSiteConversationId(conversationId);
      return [];
    },

    async health() {
      return { provider: 'remote', database: 'not-used' };
    },

    async start() {},

    async checkReady(signal) {
      // The cheapest read the API has; its answer is not parsed, only its status counts.
      const response = await call('GET', `/projects/${segment(options.projectIds.services)}/nodes`, { signal });
      await response.body?.cancel();
    },

    // Replies are relayed from the service's own streams, which lib/http/sse.ts drains.
    async drain() {},

    close() {
      shutdown.abort();
    },
  };
}
