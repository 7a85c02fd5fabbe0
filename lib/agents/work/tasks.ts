/**
 * The CPU-bound steps of the local agents, run in a worker thread (see ./index.ts): composing the
 * chat answerer's reply and scoring a press release. Each takes plain data and returns the reply text.
 */
import type { AgentMessage } from '@/lib/conversations/agent';
import { answererFor } from '@/lib/chat/answerer/instances';
import type { AnswererSources } from '@/lib/chat/answerer/sources';
import type { Locale } from '@/lib/i18n/locales';
import { analyzePressRelease } from '@/lib/pr-checker/engine';
import { extractPressRelease } from '@/lib/pr-checker/instruction';
import { writeReport } from '@/lib/pr-checker/report';

export type AgentWork =
  /** `sources`: those of the language the reply is written in (the question's; `sources.locale`). */
  | { kind: 'chat'; text: string; history: AgentMessage[]; sources: AnswererSources }
  /** `locale`: the page's language, which the report is written in (the release's own language sets the rules). */
  | { kind: 'checker'; text: string; locale?: Locale }
  /** Builds every language's chat answerer ahead of the first question. */
  | { kind: 'warm'; sources: AnswererSources[] };

export function runAgentWork(work: AgentWork): string {
  if (work.kind === 'chat') return answererFor(work.sources).reply(work.text, work.history);
  if (work.kind === 'checker') return writeReport(analyzePressRelease(extractPressRelease(work.text), work.locale));
  for (const sources of work.sources) answererFor(sources);
  return '';
}
