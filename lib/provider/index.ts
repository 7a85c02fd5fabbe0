/**
 * The one wiring point: PROVIDER (default embedded) is read here and nowhere else. For the embedded
 * mode this module builds what the mode needs: the stores, the events and reply locks, the local
 * agents and the knowledge they answer from. Callers see a Provider and branch only on its
 * capabilities (docs/architecture.md#wiring).
 */
import 'server-only';
import { createLocalAgents, type LocalAgents } from '@/lib/agents/registry';
import { loadAnswererSources } from '@/lib/readers/chat-knowledge';
import { resetServerEnvForTests, serverEnv, type ServerEnv } from '@/lib/config/env';
import { createConversationState } from '@/lib/events';
import { onShutdown } from '@/lib/lifecycle/shutdown';
import { closeSharedRedis } from '@/lib/redis/shared';
import { closeConversationStore, closeLeadStore, getConversationStore, getLeadStore } from '@/lib/store';
import { createEmbeddedProvider } from './embedded';
import { createRemoteProvider } from './remote';
import type { Provider } from '@/lib/conversations/provider';

// On globalThis rather than in module scope: Next may load this module once per route bundle, and
// the stream and message routes must share one provider (and its conversation events).
const KEY = Symbol.for('kairo-pr.provider');
const AGENTS = Symbol.for('kairo-pr.local-agents');
type Holder = { [KEY]?: Provider; [AGENTS]?: LocalAgents };
const holder = globalThis as Holder;

/**
 * This process's local agents, created on first use (the first conversation, so the chat index is
 * warmed inside a request, where Next's data cache is at hand) and kept; tests replace entries. The
 * chat agent reads the same cached content as the pages, with services and case studies from the
 * current provider.
 */
export function localAgents(): LocalAgents {
  holder[AGENTS] ??= createLocalAgents({ knowledge: (locale) => loadAnswererSources(getProvider(), locale) });
  return holder[AGENTS];
}

function createProvider(env: ServerEnv): Provider {
  if (env.PROVIDER === 'remote') {
    return createRemoteProvider({
      // serverEnv() refuses PROVIDER=remote without a base URL.
      baseUrl: env.PROVIDER_BASE_URL!,
      token: env.PROVIDER_TOKEN,
      timeoutMs: env.PROVIDER_TIMEOUT_MS,
      projectIds: { services: env.PROVIDER_SERVICES_PROJECT_ID, 'case-studies': env.PROVIDER_CASE_STUDIES_PROJECT_ID },
      inquiryFormId: env.PROVIDER_INQUIRY_FORM_ID,
      chatContactFormId: env.PROVIDER_CHAT_CONTACT_FORM_ID,
      checkerWebhookId: env.PROVIDER_CHECKER_WEBHOOK_ID,
      agentIds: { chat: env.PROVIDER_CHAT_AGENT_ID, checker: env.PROVIDER_CHECKER_AGENT_ID },
    });
  }
  return createEmbeddedProvider({
    dataDir: env.DATA_DIR,
    agentFor: (purpose) => localAgents()[purpose],
    leads: getLeadStore(),
    conversations: getConversationStore(),
    limits: {
      maxMessages: env.CONVERSATION_MAX_MESSAGES,
      maxBytes: env.CONVERSATION_MAX_BYTES,
      retentionDays: env.CONVERSATION_RETENTION_DAYS,
    },
    ...createConversationState(env),
  });
}

/**
 * The provider chosen by PROVIDER (default embedded), created once per process. Shutdown lets its
 * replies finish (drain phase), then closes it, the conversation store and the lead store,
 * committing queued submissions (close phase).
 */
export function getProvider(): Provider {
  if (!holder[KEY]) {
    holder[KEY] = createProvider(serverEnv());
    onShutdown('provider-replies', ({ signal }) => holder[KEY]?.drain(signal));
    onShutdown('provider-close', () => holder[KEY]?.close(), 'close');
    onShutdown('conversation-store-close', closeConversationStore, 'close');
    onShutdown('lead-store-close', closeLeadStore, 'close');
  }
  return holder[KEY];
}

/**
 * Closes the current provider, the conversation and lead stores and the Redis connection and forgets them and the
 * parsed env, so the next call re-reads it.
 */
export function resetProviderForTests(): void {
  holder[KEY]?.close();
  delete holder[KEY];
  void closeConversationStore();
  void closeLeadStore();
  void closeSharedRedis();
  resetServerEnvForTests();
}
