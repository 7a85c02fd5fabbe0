/**
 * The embedded chat expert of this thread for the given content. The caller passes the content
 * (the cached readers decide which version is current), so this module reads nothing and runs in a
 * worker thread as well as in the server. Serialising the sources to compare (about 30 kB) takes
 * some 0.05 ms, rebuilding the index some 20 ms, so it is rebuilt only when the content changed.
 */
import { createChatExpert, type ChatExpert } from './expert';
import type { KnowledgeSources } from './knowledge';

let built: { key: string; expert: ChatExpert } | undefined;

export function expertFor(sources: KnowledgeSources): ChatExpert {
  const key = JSON.stringify(sources);
  if (built?.key !== key) built = { key, expert: createChatExpert(sources) };
  return built.expert;
}

export function chatExpertReady(): boolean {
  return built !== undefined;
}
