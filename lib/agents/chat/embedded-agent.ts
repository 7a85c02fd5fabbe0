/**
 * The default chat agent: the embedded PR strategy expert, answering from the site's own content
 * without any network call. The knowledge index is rebuilt only when the content behind it changes
 * (after a revalidation); otherwise every question reuses it.
 */
import type { Agent } from '@/lib/agents/types';
import { createChatExpert, type ChatExpert } from './expert';
import { nextTick, toFragments } from './fragments';
import type { KnowledgeSources } from './knowledge';
import { loadKnowledgeSources } from './server-sources';

let built: { key: string; expert: ChatExpert } | undefined;

/**
 * The expert for the current content. The sources come from the cached readers; serialising them to
 * compare (about 30 kB) takes some 0.05 ms, rebuilding the index some 20 ms, so it is rebuilt only
 * when the content really changed.
 */
export function expertFor(sources: KnowledgeSources): ChatExpert {
  const key = JSON.stringify(sources);
  if (built?.key !== key) built = { key, expert: createChatExpert(sources) };
  return built.expert;
}

export async function getChatExpert(): Promise<ChatExpert> {
  return expertFor(await loadKnowledgeSources());
}

export function chatExpertReady(): boolean {
  return built !== undefined;
}

/**
 * Builds the index in the background once the module is loaded (the conversation is usually created
 * well before the first question), so even the first visitor gets the first fragment at once.
 */
export function warmChatExpert(): void {
  setImmediate(() => {
    getChatExpert().catch((error) => console.error('[chat] could not build the knowledge index', error));
  });
}

export function createEmbeddedAgent(getExpert: () => Promise<ChatExpert> = getChatExpert): Agent {
  return async function* embeddedChatAgent({ text, history, signal }) {
    const reply = (await getExpert()).reply(text, history);
    for (const fragment of toFragments(reply.markdown)) {
      if (signal?.aborted) return;
      yield fragment;
      await nextTick();
    }
  };
}

export const embeddedChatAgent: Agent = createEmbeddedAgent();
