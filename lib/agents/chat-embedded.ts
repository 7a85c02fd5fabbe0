/**
 * The default chat agent: the embedded PR strategy expert, answering from the site's own content
 * without any network call. The content comes from the cached readers, so the assistant follows a
 * revalidation exactly like the pages; the reply is composed in a worker thread (lib/agents/work),
 * so even the largest message never holds up other requests. The fragments are streamed from here.
 */
import type { AgentMessage, Agent } from '@/lib/conversations/agent';
import { runInWorker } from '@/lib/agents/work';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import { expertFor } from '@/lib/chat/expert/expert-instance';
import type { ChatExpert } from '@/lib/chat/expert/expert';
import { nextTick, toFragments } from '@/lib/chat/expert/fragments';
import type { KnowledgeSources } from '@/lib/chat/expert/knowledge';

export { chatExpertReady, expertFor } from '@/lib/chat/expert/expert-instance';

/**
 * Reads the knowledge sources in a language now; the provider module hands the agents the cached
 * readers (lib/provider), which fall back to English where a translation is missing.
 */
export type LoadKnowledge = (locale?: Locale) => Promise<KnowledgeSources>;

/** The expert for the current content in a language, in this thread (the LLM agent grounds its answers with it). */
export function chatExpertFrom(knowledge: LoadKnowledge): (locale?: Locale) => Promise<ChatExpert> {
  return async (locale = defaultLocale) => expertFor(await knowledge(locale), locale);
}

/**
 * Builds the index in the background (the conversation is usually created a moment before the
 * first question), so the first reply does not pay for it.
 */
export function warmChatExpert(knowledge: LoadKnowledge): void {
  setImmediate(() => {
    knowledge(defaultLocale)
      .then((sources) => runInWorker({ kind: 'warm', sources }))
      .catch((error) => console.error('[chat] could not build the knowledge index', error));
  });
}

/** Composes each reply in a worker thread from the knowledge sources as they are now. */
export function createEmbeddedAgent(knowledge: LoadKnowledge): Agent {
  const compose = async (text: string, history: AgentMessage[], locale: Locale, signal?: AbortSignal) =>
    runInWorker({ kind: 'chat', text, history, locale, sources: await knowledge(locale) }, signal);
  return async function* embeddedChatAgent({ text, history, locale = defaultLocale, signal }) {
    const markdown = await compose(text, history, locale, signal);
    for (const fragment of toFragments(markdown)) {
      if (signal?.aborted) return;
      yield fragment;
      await nextTick();
    }
  };
}
