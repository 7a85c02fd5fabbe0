/**
 * The default chat agent: the retrieval answerer (lib/chat/answerer), answering from the site's own
 * content without any network call, in the language the question is written in (the page's when the
 * text is too short or mixed to tell). The content comes from the cached readers, so the assistant
 * follows a revalidation exactly like the pages; the reply is composed in a worker thread
 * (lib/agents/work), so even the largest message never holds up other requests. The fragments are
 * streamed from here.
 */
import type { AgentMessage, Agent } from '@/lib/conversations/agent';
import { runInWorker } from '@/lib/agents/work';
import { defaultLocale, locales, type Locale } from '@/lib/i18n/locales';
import { latinWords } from '@/lib/chat/answerer/files';
import { questionLanguage, type LatinWords } from '@/lib/chat/answerer/language';
import type { AnswererSources } from '@/lib/chat/answerer/sources';
import { nextTick, toFragments } from './fragments';

export { answererReady } from '@/lib/chat/answerer/instances';

/**
 * Reads the answerer's sources in a language now; the provider module hands the agents the cached
 * readers (lib/provider), which fall back to English where a translation is missing.
 */
export type LoadKnowledge = (locale?: Locale) => Promise<AnswererSources>;

let common: LatinWords | undefined;

/**
 * The language a reply to `text` is written in: the visitor's, whatever the page's (`page`), which
 * decides only when the text cannot tell (docs/i18n.md#chat).
 */
export function replyLocale(text: string, page: Locale = defaultLocale): Locale {
  common ??= latinWords();
  return questionLanguage(text, page, common);
}

/**
 * Builds every language's answerer in the background (the conversation is usually created a
 * moment before the first question), so the first reply does not pay for it.
 */
export function warmChatAnswerer(knowledge: LoadKnowledge): void {
  setImmediate(() => {
    // Every language at once: a visitor may ask in any of them, whatever the page.
    Promise.all(locales.map((locale) => knowledge(locale)))
      .then((sources) => runInWorker({ kind: 'warm', sources }))
      .catch((error) => console.error('[chat] could not build the answerer', error));
  });
}

/** Streams a composed reply as small fragments, as a model streams its tokens. */
export async function* streamFragments(markdown: string, signal?: AbortSignal): AsyncGenerator<string> {
  for (const fragment of toFragments(markdown)) {
    if (signal?.aborted) return;
    yield fragment;
    await nextTick();
  }
}

/** Composes each reply in a worker thread from the sources of the question's language as they are now. */
export function createEmbeddedAgent(knowledge: LoadKnowledge): Agent {
  const compose = async (text: string, history: AgentMessage[], page: Locale, signal?: AbortSignal) =>
    runInWorker({ kind: 'chat', text, history, sources: await knowledge(replyLocale(text, page)) }, signal);
  return async function* embeddedChatAgent({ text, history, locale = defaultLocale, signal }) {
    yield* streamFragments(await compose(text, history, locale, signal), signal);
  };
}
