/**
 * The embedded chat expert of this thread for the given content. The caller passes the content
 * (the cached readers decide which version is current), so this module reads nothing and runs in a
 * worker thread as well as in the server. Serialising the sources to compare (about 30 kB) takes
 * some 0.05 ms, rebuilding the index some 20 ms, so it is rebuilt only when the content changed.
 */
import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import { createChatExpert, type ChatExpert } from './expert';
import type { KnowledgeSources } from './knowledge';
import { createLocalizedExpert } from './localized-expert';

/** One expert per language, each rebuilt when its content changes. */
const built = new Map<Locale, { key: string; expert: ChatExpert }>();

/** The expert that answers in `locale` from that language's sources. */
export function expertFor(sources: KnowledgeSources, locale: Locale = defaultLocale): ChatExpert {
  const key = JSON.stringify(sources);
  const current = built.get(locale);
  if (current?.key === key) return current.expert;
  const expert = locale === 'en' ? createChatExpert(sources) : createLocalizedExpert(locale, sources);
  built.set(locale, { key, expert });
  return expert;
}

export function chatExpertReady(): boolean {
  return built.size > 0;
}
