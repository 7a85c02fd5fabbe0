/**
 * Runs the evaluation set against any answerer (the embedded expert, or the agent on a model), and
 * checks the result against the committed baseline: no wrong answer, and no fewer right ones.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Agent, AgentMessage } from '@/lib/conversations/agent';
import type { Locale } from '@/lib/i18n/locales';
import baseline from './baseline.json';
import { grade, totals, totalsByTopic, type Graded, type Totals } from './score';
import type { EvalItem } from './schema';

/** Answers a question asked on a page in `locale`. */
export type Answerer = (question: string, history: AgentMessage[], locale: Locale) => string | Promise<string>;

export async function runEvalSet(items: readonly EvalItem[], answer: Answerer): Promise<Graded[]> {
  const graded: Graded[] = [];
  for (const item of items) graded.push(await grade(item, await answer(item.question, item.history, item.locale)));
  return graded;
}

/** An agent's streamed fragments joined into one reply. */
export function agentAnswerer(agent: Agent): Answerer {
  return async (text, history, locale) => {
    let reply = '';
    for await (const fragment of agent({ conversationId: 'eval', text, history, locale })) reply += fragment;
    return reply;
  };
}

export type BaselineName = keyof typeof baseline;

/** What fails the run: any wrong answer, or fewer right answers than the baseline. */
export function gateProblems(result: Totals, minimumRight: number): string[] {
  const problems: string[] = [];
  if (result.wrong > 0) problems.push(`${result.wrong} wrong answer(s)`);
  if (result.right < minimumRight) problems.push(`${result.right} right, below the baseline of ${minimumRight}`);
  return problems;
}

export function baselineRight(name: BaselineName): number {
  return baseline[name].right;
}

/** The per-item grades and the totals, next to the test reports when CI collects them. */
export function writeReport(name: string, graded: readonly Graded[]): string | undefined {
  const dir = process.env.TEST_REPORT_DIR;
  if (!dir) return undefined;
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `chat-eval-${name}.json`);
  const report = { totals: totals(graded), byTopic: totalsByTopic(graded), items: graded };
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}
