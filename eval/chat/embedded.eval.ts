import { afterAll, describe, expect, it } from 'vitest';
import { expertFor } from '@/lib/chat/expert/expert-instance';
import { readKnowledgeSources } from '@/lib/chat/expert/sources';
import type { Locale } from '@/lib/i18n/locales';
import { evalSet } from './cases';
import { baselineRight, gateProblems, writeReport } from './run';
import { formatReport, grade, totals, type Graded } from './score';

// Each language's expert answers from that language's content, as on its pages.
const expert = (locale: Locale) => expertFor(readKnowledgeSources(undefined, locale), locale);
const graded: Graded[] = [];

describe('chat evaluation: the embedded expert', () => {
  afterAll(() => {
    console.log(formatReport('embedded expert', graded));
    writeReport('embedded', graded);
  });

  it.each(evalSet)('$topic · $id', async (item) => {
    const result = await grade(item, expert(item.locale).reply(item.question, item.history).markdown);
    graded.push(result);
    expect(result.verdict, `${item.question}\n---\n${result.reply}`).not.toBe('wrong');
  });

  it('has no wrong answer and at least the baseline of right ones', () => {
    expect(graded).toHaveLength(evalSet.length);
    expect(gateProblems(totals(graded), baselineRight('embedded'))).toEqual([]);
  });
});
