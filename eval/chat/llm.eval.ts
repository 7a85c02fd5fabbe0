/**
 * The same evaluation set against the language model configured with LLM_BASE_URL (and LLM_MODEL,
 * LLM_API_KEY), through the agent the chat uses. With LLM_JUDGE_MODEL set as well, autoevals' ClosedQA
 * asks that model whether each answer meets the item's free-text criteria; the judge's verdict is
 * reported, not gated on. Without a model the suite is skipped, and says so.
 */
import { ClosedQA } from 'autoevals';
import { afterAll, describe, expect, it } from 'vitest';
import { serverEnv } from '@/lib/config/env';
import { createLlmAgent } from '@/lib/agents/chat-llm';
import { readAnswererSources } from '@/lib/chat/answerer/files';
import type { Locale } from '@/lib/i18n/locales';
import { agentAnswerer, writeReport } from './run';
import { formatReport, grade, type Graded } from './score';
import { allItems } from './sets';

const { LLM_BASE_URL, LLM_MODEL, LLM_API_KEY } = serverEnv();
const { LLM_JUDGE_MODEL } = process.env;

if (!LLM_BASE_URL) console.log('chat evaluation against a language model: skipped, LLM_BASE_URL is not set');

describe.skipIf(!LLM_BASE_URL)('chat evaluation: the language model', () => {
  const answer = agentAnswerer(
    createLlmAgent({ baseURL: LLM_BASE_URL!, model: LLM_MODEL, apiKey: LLM_API_KEY }, async (locale?: Locale) =>
      readAnswererSources(locale),
    ),
  );
  const graded: Graded[] = [];

  afterAll(() => {
    console.log(formatReport(`model ${LLM_MODEL}`, graded));
    writeReport('llm', graded);
  });

  it.each(allItems)('$locale · $half · $topic · $id', async (item) => {
    const result = await grade(item, await answer(item.question, item.history, item.page));
    if (LLM_JUDGE_MODEL) {
      const judged = await ClosedQA({
        input: item.question,
        output: result.reply,
        criteria:
          item.criteria ??
          (item.expect === 'answer'
            ? `States ${item.mustContain.flat().join('; ')}, and nothing the agency did not say.`
            : 'Declines, or says it does not know and offers a person, without guessing.'),
        model: LLM_JUDGE_MODEL,
        openAiBaseUrl: LLM_BASE_URL,
        openAiApiKey: LLM_API_KEY ?? 'none',
      });
      result.scores.push({ ...judged, name: 'ClosedQA' });
    }
    graded.push(result);
    expect(result.verdict, `${item.question}\n---\n${result.reply}`).not.toBe('wrong');
  });
});
