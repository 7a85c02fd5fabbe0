/**
 * The CPU-bound steps of the local agents, run in a worker thread (see ./index.ts): composing the
 * chat expert's reply and scoring a press release. Each takes plain data and returns the reply text.
 */
import type { AgentMessage } from '@/lib/conversations/agent';
import { expertFor } from '@/lib/chat/expert/expert-instance';
import type { KnowledgeSources } from '@/lib/chat/expert/knowledge';
import type { Locale } from '@/lib/i18n/locales';
import { analyzePressRelease } from '@/lib/pr-checker/engine';
import { extractPressRelease } from '@/lib/pr-checker/instruction';
import { writeReport } from '@/lib/pr-checker/report';

export type AgentWork =
  | { kind: 'chat'; text: string; history: AgentMessage[]; sources: KnowledgeSources; locale?: Locale }
  /** `locale`: the page's language, which the report is written in (the release's own language sets the rules). */
  | { kind: 'checker'; text: string; locale?: Locale }
  /** Builds the chat expert's index ahead of the first question. */
  | { kind: 'warm'; sources: KnowledgeSources; locale?: Locale };

export function runAgentWork(work: AgentWork): string {
  if (work.kind === 'chat') return expertFor(work.sources, work.locale).reply(work.text, work.history).markdown;
  if (work.kind === 'checker') return writeReport(analyzePressRelease(extractPressRelease(work.text), work.locale));
  expertFor(work.sources, work.locale);
  return '';
}
