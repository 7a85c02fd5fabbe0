/**
 * The embedded assistant as the chat runs it, for the evaluation: the question's language is read
 * from its text (the page's when too short to tell), and that language's answerer answers from its
 * content read straight from the content folder.
 */
import type { AgentMessage } from '@/lib/conversations/agent';
import { latinWords, readAnswererSources } from '@/lib/chat/answerer/files';
import { answererFor } from '@/lib/chat/answerer/instances';
import { questionLanguage } from '@/lib/chat/answerer/language';
import type { AnswererSources } from '@/lib/chat/answerer/sources';
import type { Locale } from '@/lib/i18n/locales';

const sources = new Map<Locale, AnswererSources>();

export function embeddedAnswer(question: string, history: AgentMessage[], page: Locale): string {
  const locale = questionLanguage(question, page, latinWords());
  if (!sources.has(locale)) sources.set(locale, readAnswererSources(locale));
  return answererFor(sources.get(locale)!).reply(question, history);
}
