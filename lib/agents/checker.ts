/**
 * The embedded analyst as the local agent for purpose `checker`: it scores the press release in the
 * message and streams the report text in small pieces, as a model would.
 */
import type { Agent } from '@/lib/conversations/agent';
import { runInWorker } from '@/lib/agents/work';
import { wordsWithSpace } from '@/lib/text/linear';

const WORDS_PER_CHUNK = 4;

/** Splits text into pieces of a few words, whitespace kept, so the pieces join back exactly. */
export function chunkText(text: string, wordsPerChunk = WORDS_PER_CHUNK): string[] {
  const tokens = wordsWithSpace(text);
  const chunks: string[] = [];
  for (let i = 0; i < tokens.length; i += wordsPerChunk) chunks.push(tokens.slice(i, i + wordsPerChunk).join(''));
  return chunks;
}

export const checkerAgent: Agent = async function* checkerAgent({ text, locale, signal }) {
  // Scored in a worker thread, within the agent time budget (lib/agents/work).
  const report = await runInWorker({ kind: 'checker', text, locale }, signal);
  for (const chunk of chunkText(report)) {
    if (signal?.aborted) return;
    yield chunk;
  }
};
