/**
 * The evaluation against the language-model path, with a local OpenAI-compatible server standing in
 * for the model (no weights can run here). The stand-in answers with the first passage of its system
 * prompt: so the test shows that the passages the embedded answerer grounds on reach the model, that
 * a question without one never reaches it, and that the runner grades what the model says.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLlmAgent } from '@/lib/agents/chat-llm';
import { readAnswererSources } from '@/lib/chat/answerer/files';
import type { Locale } from '@/lib/i18n/locales';
import { startModelServer, type ModelServer } from '@/test/helpers/model-server';
import { agentAnswerer, gateProblems, runEvalSet } from './run';
import { totals } from './score';
import { allItems } from './sets';

let behaviour: 'grounded' | 'off-script' = 'grounded';
const systemPrompts: string[] = [];

/** The first passage's text, from the line after its heading to the next passage. */
function modelReply(system: string): string {
  if (behaviour === 'off-script') return 'No. One approved article is syndicated across the sites in your package.';
  const passages = system.split('Passages:\n')[1] ?? '';
  return passages.replace(/^\[1\][^\n]*\n/, '').split('\n\n[2]')[0];
}

let model: ModelServer;

beforeAll(async () => {
  model = await startModelServer(({ body }) => {
    const system = body.messages.find((m) => m.role === 'system')?.content ?? '';
    systemPrompts.push(system);
    return { fragments: [modelReply(system)] };
  });
});

afterAll(() => model.close());

const answerer = () =>
  agentAnswerer(
    createLlmAgent({ baseURL: model.baseURL, model: 'm' }, async (locale?: Locale) => readAnswererSources(locale)),
  );
/** Questions in English and Korean the passages answer, and two they do not. */
const ids = [
  'en:price-pr-package',
  'en:refund-not-published',
  'ko:new-price-pr-package',
  'en:unknown-ngo-discount',
  'en:off-topic-poem',
];
const items = allItems.filter((item) => ids.includes(`${item.locale}:${item.id}`));
const answered = items.filter((item) => item.expect === 'answer').length;

describe('chat evaluation on the language-model path', () => {
  it('grades a grounded model right, and keeps questions without a passage from the model', async () => {
    behaviour = 'grounded';
    systemPrompts.length = 0;
    const result = totals(await runEvalSet(items, answerer()));
    expect(result).toEqual({ items: ids.length, right: ids.length, refused: 0, wrong: 0 });
    expect(systemPrompts).toHaveLength(answered);
    for (const prompt of systemPrompts) expect(prompt).toMatch(/I don't know that for certain|어렵습니다/);
  });

  it('fails a model that answers from outside its passages', async () => {
    behaviour = 'off-script';
    const result = totals(await runEvalSet(items, answerer()));
    expect(result.wrong).toBe(answered);
    expect(gateProblems(result, { right: 0, wrong: 0 })).toEqual([`${answered} wrong, above the baseline of 0`]);
  });
});
