import { describe, expect, it } from 'vitest';
import { generateAngles, headlineDescription } from './generate';
import { AUDIENCES, STORY_GOALS, canSubmitAngles, type AngleCategory, type Audience, type StoryGoal } from './options';

const company = 'Lumora Labs';
const description = 'A stablecoin payments API for Southeast Asian merchants.';

function subsets<T>(items: readonly T[]): T[][] {
  return Array.from({ length: 2 ** items.length }, (_, mask) => items.filter((_, i) => mask & (1 << i)));
}

/** The documented rules written as a table: which goal or audience adds which category, in order. */
const RULES: { category: AngleCategory; applies: (goal: StoryGoal, audience: Audience[]) => boolean }[] = [
  { category: 'Investor Trust', applies: (goal) => goal === 'Funding Announcement' },
  { category: 'Tech Insight', applies: (goal) => goal === 'Product Launch' },
  { category: 'Founder Narrative', applies: (_, audience) => audience.includes('Investors') },
  { category: 'Global from Asia', applies: () => true },
  { category: 'Market Trend', applies: () => true },
  {
    category: 'Culture & Impact',
    applies: (_, audience) => audience.includes('Customers') || audience.includes('Regulators'),
  },
];

describe('generateAngles for every goal and audience combination', () => {
  for (const goal of STORY_GOALS) {
    for (const audience of subsets(AUDIENCES)) {
      it(`${goal} × [${audience.join(', ') || 'none'}]`, () => {
        const angles = generateAngles({
          companyName: company,
          productDescription: description,
          storyGoal: goal,
          targetAudience: audience,
        });
        const expected = RULES.filter((r) => r.applies(goal, audience))
          .map((r) => r.category)
          .slice(0, 5);
        expect(angles.map((a) => a.category)).toEqual(expected);
        expect(angles.length).toBeLessThanOrEqual(5);
        for (const angle of angles) {
          expect(angle.headline).toContain(company);
          expect(angle.headline).toContain('A stablecoin payments API for Southeast Asian merchants');
          expect(angle.explanation).toContain(company);
          expect(angle.explanation.length).toBeGreaterThan(120);
          expect(angle.icon).toMatch(/^[a-z-]+$/);
        }
      });
    }
  }
});

describe('generateAngles examples', () => {
  it('gives the full five for a funding round aimed at investors and customers', () => {
    const angles = generateAngles({
      companyName: company,
      productDescription: description,
      storyGoal: 'Funding Announcement',
      targetAudience: ['Investors', 'Customers'],
    });
    expect(angles.map((a) => a.category)).toEqual([
      'Investor Trust',
      'Founder Narrative',
      'Global from Asia',
      'Market Trend',
      'Culture & Impact',
    ]);
    expect(angles[0]).toEqual({
      category: 'Investor Trust',
      icon: 'shield-check',
      headline: 'Why Backers Are Betting on Lumora Labs: A stablecoin payments API for Southeast Asian merchants',
      explanation: expect.stringMatching(/DealStreetAsia/),
    });
  });

  it('gives only the two constant angles for a partnership aimed at journalists', () => {
    const angles = generateAngles({
      companyName: company,
      productDescription: description,
      storyGoal: 'Partnership',
      targetAudience: ['Journalists'],
    });
    expect(angles.map((a) => a.category)).toEqual(['Global from Asia', 'Market Trend']);
  });

  it('names the reached audiences in the culture angle', () => {
    const [impact] = generateAngles({
      companyName: company,
      productDescription: description,
      storyGoal: 'Other',
      targetAudience: ['Customers', 'Regulators'],
    }).filter((a) => a.category === 'Culture & Impact');
    expect(impact.explanation.startsWith('For customers and regulators, ')).toBe(true);
  });

  it('tidies the company name and description it is given', () => {
    const [angle] = generateAngles({
      companyName: '  Lumora   Labs ',
      productDescription: '  A stablecoin\npayments API.  ',
      storyGoal: 'Other',
      targetAudience: ['Journalists'],
    });
    expect(angle.headline).toBe('Built in Asia for a Global Market: Lumora Labs — A stablecoin payments API');
  });
});

describe('headlineDescription', () => {
  it('cuts a long description at a word boundary', () => {
    const long =
      'An institutional-grade custody and settlement network for tokenised real-world assets that connects banks, brokers and exchanges across Asia';
    const cut = headlineDescription(long);
    expect(cut.length).toBeLessThanOrEqual(111);
    expect(cut.endsWith('…')).toBe(true);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
  });
});

describe('canSubmitAngles', () => {
  const valid = {
    companyName: 'Lumora Labs',
    productDescription: description,
    storyGoal: 'Partnership',
    targetAudience: ['Investors'],
  };
  it('needs a company, a description, a goal and an audience', () => {
    expect(canSubmitAngles(valid)).toBe(true);
    expect(canSubmitAngles({ ...valid, companyName: '   ' })).toBe(false);
    expect(canSubmitAngles({ ...valid, productDescription: '' })).toBe(false);
    expect(canSubmitAngles({ ...valid, storyGoal: '' })).toBe(false);
    expect(canSubmitAngles({ ...valid, storyGoal: 'Rebrand' })).toBe(false);
    expect(canSubmitAngles({ ...valid, targetAudience: [] })).toBe(false);
  });
});
