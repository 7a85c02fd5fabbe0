import { describe, expect, it } from 'vitest';
import { DEFAULT_IMPROVEMENTS, DEFAULT_INSIGHT, DEFAULT_STRENGTHS, parseReport } from './parse-report';

describe('parseReport', () => {
  it('reads the numbers after each label', () => {
    const r = parseReport(
      [
        'Overall Score: 72/100',
        'Clarity & Structure: 20/25',
        'Proof & Evidence: 15/25',
        'Media Tone & Authenticity: 22/25',
        'Investor Appeal: 15/25',
      ].join('\n'),
    );
    expect([r.overallScore, r.clarityScore, r.proofScore, r.mediaToneScore, r.investorAppealScore]).toEqual([
      72, 20, 15, 22, 15,
    ]);
  });

  it('accepts other spellings a model may use', () => {
    const r = parseReport(
      '**Overall score** - 64 out of 100\nclarity: 18\nPROOF — 12\nmedia tone (authenticity) = 19\nInvestor appeal 15/25',
    );
    expect([r.overallScore, r.clarityScore, r.proofScore, r.mediaToneScore, r.investorAppealScore]).toEqual([
      64, 18, 12, 19, 15,
    ]);
  });

  it('gives 0 for a missing label or a label without a number on its line', () => {
    const r = parseReport('Overall Score: 40/100\nClarity: n/a\n18\nInvestor: 9/25');
    expect(r.clarityScore).toBe(0);
    expect(r.proofScore).toBe(0);
    expect(r.mediaToneScore).toBe(0);
    expect(r.investorAppealScore).toBe(9);
  });

  it('keeps scores within their maximum and rounds decimals', () => {
    const r = parseReport('Overall Score: 140/100\nClarity: 30\nProof: 12.6');
    expect(r.overallScore).toBe(100);
    expect(r.clarityScore).toBe(25);
    expect(r.proofScore).toBe(13);
  });

  it('reads bulleted strengths (at most 3) and improvements (at most 5)', () => {
    const r = parseReport(
      [
        'Key Strengths:',
        '- One',
        '* Two',
        '• Three',
        '- Four',
        '',
        '## Improvement Opportunities',
        '1. A',
        '2) B',
        '- C',
        '- D',
        '- E',
        '- F',
        'Insight: Numbers beat adjectives.',
      ].join('\n'),
    );
    expect(r.strengths).toEqual(['One', 'Two', 'Three']);
    expect(r.improvements).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(r.insight).toBe('Numbers beat adjectives.');
  });

  it('reads an insight on the line after its heading', () => {
    expect(parseReport('**Insight:**\nProof sells the story.').insight).toBe('Proof sells the story.');
  });

  it('ignores bullets under other headings', () => {
    const r = parseReport('Strengths:\n- Good quote\n\nScore Breakdown:\n- clarity: Headline 5/5');
    expect(r.strengths).toEqual(['Good quote']);
    expect(r.improvements).toEqual(DEFAULT_IMPROVEMENTS);
  });

  it('uses the documented defaults when lists or the insight are missing', () => {
    const r = parseReport('nothing useful here');
    expect(r).toEqual({
      overallScore: 0,
      clarityScore: 0,
      proofScore: 0,
      mediaToneScore: 0,
      investorAppealScore: 0,
      strengths: DEFAULT_STRENGTHS,
      improvements: DEFAULT_IMPROVEMENTS,
      insight: DEFAULT_INSIGHT,
    });
    expect(DEFAULT_STRENGTHS).toEqual(['Professional structure', 'Clear messaging', 'Good foundation']);
    expect(DEFAULT_IMPROVEMENTS).toEqual([
      'Add more data points',
      'Include investor validation',
      'Strengthen proof elements',
    ]);
    expect(DEFAULT_INSIGHT).toBe('Credibility drives investor attention. Focus on proof over promises.');
  });
});
