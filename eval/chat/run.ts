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
import type { Half } from './sets';

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

/**
 * The target each language is held to on each half (docs/behaviour.md#chat): no wrong answer, and
 * this share of right ones. Reported on every run; the gate below is what fails CI.
 */
export const TARGET: Record<Half, number> = { tuning: 0.9, 'held-out': 0.8 };

export function meetsTarget(result: Totals, half: Half): boolean {
  return result.wrong === 0 && result.right >= TARGET[half] * result.items;
}

type Recorded = { right: number; wrong: number };
export type Baseline = Record<Locale, Record<Half, Recorded>>;

/**
 * What fails the run for one language's half: more wrong answers or fewer right ones than the
 * committed baseline, which only ever moves towards the target.
 */
export function gateProblems(result: Totals, recorded: Recorded): string[] {
  const problems: string[] = [];
  if (result.wrong > recorded.wrong) problems.push(`${result.wrong} wrong, above the baseline of ${recorded.wrong}`);
  if (result.right < recorded.right) problems.push(`${result.right} right, below the baseline of ${recorded.right}`);
  return problems;
}

export function recordedBaseline(name: keyof typeof baseline): Baseline {
  return baseline[name] as Baseline;
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
