/**
 * The CPU-bound steps of the local agents, run in a worker thread (see ./index.ts): composing the
 * chat expert's reply and scoring a press release. Each takes plain data and returns the reply text.
 */
import type { AgentMessage } from '@/lib/agents/types';
import { expertFor } from '@/lib/agents/chat/expert-instance';
import type { KnowledgeSources } from '@/lib/agents/chat/knowledge';
import { analyzePressRelease } from '@/lib/checker/engine';
import { extractPressRelease } from '@/lib/checker/instruction';
import { writeReport } from '@/lib/checker/report';

export type AgentWork =
  | { kind: 'chat'; text: string; history: AgentMessage[]; sources: KnowledgeSources }
  | { kind: 'checker'; text: string }
  /** Builds the chat expert's index ahead of the first question. */
  | { kind: 'warm'; sources: KnowledgeSources };

export function runAgentWork(work: AgentWork): string {
  if (work.kind === 'chat') return expertFor(work.sources).reply(work.text, work.history).markdown;
  if (work.kind === 'checker') return writeReport(analyzePressRelease(extractPressRelease(work.text)));
  expertFor(work.sources);
  return '';
}
