/**
 * The default chat agent: the embedded PR strategy expert, answering from the site's own content
 * without any network call. The knowledge index is built once, on the first question.
 */
import type { Agent } from '@/lib/agents/types';
import { createChatExpert, type ChatExpert } from './expert';
import { nextTick, toFragments } from './fragments';
import { defaultKnowledgeSources } from './sources';

let expert: ChatExpert | undefined;

export function getChatExpert(): ChatExpert {
  expert ??= createChatExpert(defaultKnowledgeSources());
  return expert;
}

export function chatExpertReady(): boolean {
  return expert !== undefined;
}

/**
 * Builds the index in the background once the module is loaded (the conversation is usually created
 * well before the first question), so even the first visitor gets the first fragment at once.
 */
export function warmChatExpert(): void {
  setImmediate(() => {
    try {
      getChatExpert();
    } catch (error) {
      console.error('[chat] could not build the knowledge index', error);
    }
  });
}

export function createEmbeddedAgent(getExpert: () => ChatExpert = getChatExpert): Agent {
  return async function* embeddedChatAgent({ text, history, signal }) {
    const reply = getExpert().reply(text, history);
    for (const fragment of toFragments(reply.markdown)) {
      if (signal?.aborted) return;
      yield fragment;
      await nextTick();
    }
  };
}

export const embeddedChatAgent: Agent = createEmbeddedAgent();
