import { describe, expect, it } from 'vitest';
import { site } from '@/lib/config/site';
import { readVocabulary } from '@/lib/chat/answerer/files';
import { evalSet } from './cases';
import { embeddedAnswer } from './embedded-answer';
import { gateProblems, recordedBaseline, runEvalSet } from './run';
import { grade, totals } from './score';
import { parseEvalSet } from './schema';

const [answerItem, refuseItem] = parseEvalSet([
  {
    id: 'a',
    topic: 'contact',
    question: 'How fast do you reply?',
    expect: 'answer',
    mustContain: ['24 hours'],
    mustNotContain: ['Mintara'],
  },
  { id: 'r', topic: 'unknown', question: 'Is there a discount for NGOs?', expect: 'refuse' },
]);
const refusal = `I don't know that for certain. Email [${site.email}](mailto:${site.email}).`;

describe('chat evaluation runner', () => {
  it('grades a reply right, refused or wrong', async () => {
    expect((await grade(answerItem, 'We reply within 24 hours.')).verdict).toBe('right');
    expect((await grade(answerItem, refusal)).verdict).toBe('refused');
    expect((await grade(answerItem, 'We reply within 24 hours, as we did for Mintara.')).verdict).toBe('wrong');
    expect((await grade(answerItem, 'Our packages start at $179.')).verdict).toBe('wrong');
    expect((await grade(refuseItem, refusal)).verdict).toBe('right');
    // "I don't know" without the way to a person is not a refusal the visitor can act on.
    expect((await grade(refuseItem, "I don't know.")).verdict).toBe('wrong');
    expect((await grade(refuseItem, 'Yes, 20% off for NGOs.')).verdict).toBe('wrong');
  });

  it('grades a reply to a page in another language wrong unless it is written in that language', async () => {
    const [korean, koreanRefuse] = parseEvalSet([
      {
        id: 'k',
        locale: 'ko',
        topic: 'packages',
        question: 'PR Package는 얼마인가요?',
        expect: 'answer',
        mustContain: ['US$1,499'],
      },
      { id: 'kr', locale: 'ko', topic: 'unknown', question: '직원 복지는 어떤가요?', expect: 'refuse' },
    ]);
    expect((await grade(korean, '**PR Package**는 미국 달러 기준 일회성 결제로 **US$1,499**입니다. 게재 보고서도 포함됩니다.')).verdict).toBe('right');
    const english = await grade(korean, 'The **PR Package** costs **US$1,499**.');
    expect(english.verdict).toBe('wrong');
    expect(english.missing).toContain('a reply written in ko');
    const koreanRefusal = `${readVocabulary('ko').phrases.refusal}\n\n- [${site.email}](mailto:${site.email})`;
    expect((await grade(koreanRefuse, koreanRefusal)).verdict).toBe('right');
    expect((await grade(koreanRefuse, refusal)).verdict).toBe('wrong');
  });

  it('fails the run when a broken answerer answers every question from the same passage', async () => {
    // Broken on purpose: whatever is asked, the price list.
    const broken = (_question: string, _history: unknown, page: Parameters<typeof embeddedAnswer>[2]) =>
      embeddedAnswer('How much do your packages cost?', [], page);
    const english = evalSet.filter((item) => item.locale === 'en');
    const result = totals(await runEvalSet(english, broken));
    expect(result.wrong).toBeGreaterThan(recordedBaseline('embedded').en.tuning.wrong);
    expect(gateProblems(result, recordedBaseline('embedded').en.tuning)).toContainEqual(
      expect.stringMatching(/wrong, above the baseline/),
    );
  });

  it('fails the run when right answers drop below the baseline, even with none wrong', () => {
    expect(gateProblems({ items: 10, right: 8, refused: 2, wrong: 0 }, { right: 9, wrong: 0 })).toEqual([
      '8 right, below the baseline of 9',
    ]);
    expect(gateProblems({ items: 10, right: 9, refused: 1, wrong: 0 }, { right: 9, wrong: 0 })).toEqual([]);
    expect(gateProblems({ items: 10, right: 9, refused: 0, wrong: 1 }, { right: 9, wrong: 0 })).toEqual([
      '1 wrong, above the baseline of 0',
    ]);
  });
});
