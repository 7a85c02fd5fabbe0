/**
 * The default chat agent: the embedded PR strategy expert, answering from the site's own content
 * without any network call. The content comes from the cached readers, so the assistant follows a
 * revalidation exactly like the pages; the reply is composed in a worker thread (lib/agents/work),
 * so even the largest message never holds up other requests. The fragments are streamed from here.
 */
import type { AgentMessage, Agent } from '@/lib/agents/types';
import { runInWorker } from '@/lib/agents/work';
import { expertFor } from './expert-instance';
import type { ChatExpert } from './expert';
import { nextTick, toFragments } from './fragments';
import { loadKnowledgeSources } from './server-sources';

export { chatExpertReady, expertFor } from './expert-instance';

/** The expert for the current content, in this thread (the LLM agent grounds its answers with it). */
export async function getChatExpert(): Promise<ChatExpert> {
  return expertFor(await loadKnowledgeSources());
}

/**
 * Builds the index in the background once the module is loaded (the conversation is usually created
 * a moment before the first question), so the first reply does not pay for it.
 */
export function warmChatExpert(): void {
  setImmediate(() => {
    loadKnowledgeSources()
      .then((sources) => runInWorker({ kind: 'warm', sources }))
      .catch((error) => console.error('[chat] could not build the knowledge index', error));
  });
}

type Compose = (text: string, history: AgentMessage[], signal?: AbortSignal) => Promise<string>;

const inWorker: Compose = async (text, history, signal) =>
  runInWorker({ kind: 'chat', text, history, sources: await loadKnowledgeSources() }, signal);

/** With `getExpert`, the reply is composed in-process by that expert (tests of a custom expert). */
export function createEmbeddedAgent(getExpert?: () => ChatExpert | Promise<ChatExpert>): Agent {
  const compose: Compose = getExpert
    ? async (text, history) => (await getExpert()).reply(text, history).markdown
    : inWorker;
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
