/**
 * The default chat agent: the embedded PR strategy expert, answering from the site's own content
 * without any network call. The reply is composed in a worker thread (lib/agents/work), so even the
 * largest message never holds up other requests; the fragments are streamed from here.
 */
import type { AgentMessage, Agent } from '@/lib/agents/types';
import { runInWorker } from '@/lib/agents/work';
import type { ChatExpert } from './expert';
import { nextTick, toFragments } from './fragments';

export { chatExpertReady, getChatExpert } from './expert-instance';

/**
 * Builds the index in the background once the module is loaded (the conversation is usually created
 * well before the first question), so even the first visitor gets the first fragment at once.
 */
export function warmChatExpert(): void {
  setImmediate(() => {
    runInWorker({ kind: 'warm' }).catch((error) => console.error('[chat] could not build the knowledge index', error));
  });
}

type Compose = (text: string, history: AgentMessage[], signal?: AbortSignal) => Promise<string>;

const inWorker: Compose = (text, history, signal) => runInWorker({ kind: 'chat', text, history }, signal);

/** With `getExpert`, the reply is composed in-process by that expert (tests of a custom expert). */
export function createEmbeddedAgent(getExpert?: () => ChatExpert): Agent {
  const compose: Compose = getExpert ? async (text, history) => getExpert().reply(text, history).markdown : inWorker;
  return async function* embeddedChatAgent({ text, history, signal }) {
    const markdown = await compose(text, history, signal);
    for (const fragment of toFragments(markdown)) {
      if (signal?.aborted) return;
      yield fragment;
      await nextTick();
    }
  };
}

export const embeddedChatAgent: Agent = createEmbeddedAgent();
