import { afterAll, describe, expect, it } from 'vitest';
import { createChatExpert } from '@/lib/chat/expert/expert';
import { readKnowledgeSources } from '@/lib/chat/expert/sources';
import { evalSet } from './cases';
import { baselineRight, gateProblems, writeReport } from './run';
import { formatReport, grade, totals, type Graded } from './score';

const expert = createChatExpert(readKnowledgeSources());
const graded: Graded[] = [];

describe('chat evaluation: the embedded expert', () => {
  afterAll(() => {
    console.log(formatReport('embedded expert', graded));
    writeReport('embedded', graded);
  });

  it.each(evalSet)('$topic · $id', async (item) => {
    const result = await grade(item, expert.reply(item.question, item.history).markdown);
    graded.push(result);
    expect(result.verdict, `${item.question}\n---\n${result.reply}`).not.toBe('wrong');
  });

  it('has no wrong answer and at least the baseline of right ones', () => {
    expect(graded).toHaveLength(evalSet.length);
    expect(gateProblems(totals(graded), baselineRight('embedded'))).toEqual([]);
  });
});
