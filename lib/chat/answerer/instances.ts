/**
 * The answerer of each language in this thread, built from the content it is handed (the caller's
 * cached readers decide which version is current), so this module reads nothing and runs in a worker
 * thread as well as in the server. Comparing the serialised sources takes well under a millisecond,
 * building an index some tens, so an answerer is rebuilt only when its content changed.
 */
import type { Locale } from '@/lib/i18n/locales';
import { createAnswerer, type Answerer } from './answerer';
import type { AnswererSources } from './sources';

const built = new Map<Locale, { key: string; answerer: Answerer }>();

export function answererFor(sources: AnswererSources): Answerer {
  const key = JSON.stringify(sources);
  const current = built.get(sources.locale);
  if (current?.key === key) return current.answerer;
  const answerer = createAnswerer(sources);
  built.set(sources.locale, { key, answerer });
  return answerer;
}

export function answererReady(): boolean {
  return built.size > 0;
}
