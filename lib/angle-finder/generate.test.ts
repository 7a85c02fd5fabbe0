import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
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

describe('generateAngles per locale', () => {
  const input = {
    companyName: 'Lumora Labs',
    productDescription: description,
    storyGoal: 'Funding Announcement',
    targetAudience: ['Investors', 'Customers', 'Regulators'],
  } as const;
  const english = generateAngles(input);
  // The fixed words of every English template, so a translated card that kept one is caught.
  const englishSentences = english.flatMap((a) =>
    [a.headline.split(company)[0], ...a.explanation.split(/[.:]\s/)].map((s) => s.trim()).filter((s) => s.length > 12),
  );

  it('keeps the English output of today, byte for byte, for every goal and audience', () => {
    const inputs = [
      { companyName: 'Lumora Labs', productDescription: 'A stablecoin payments API for Southeast Asian merchants.' },
      {
        companyName: '  Kite   Pay ',
        productDescription:
          'An institutional-grade custody and settlement network for tokenised real-world assets that connects banks, brokers and exchanges across Asia',
      },
    ];
    const all = inputs.flatMap((base) =>
      STORY_GOALS.flatMap((storyGoal) =>
        subsets(AUDIENCES).map((targetAudience) => generateAngles({ ...base, storyGoal, targetAudience })),
      ),
    );
    expect(all).toHaveLength(256);
    // The digest of the same 256 outputs from the generator before it took a locale.
    expect(createHash('sha256').update(JSON.stringify(all)).digest('hex')).toBe(
      '1d06c1ab47a7ce90bff1f7040cf547215c9feb9675e0d0c65021a2714dbb03af',
    );
    expect(generateAngles(input, 'en')).toEqual(english);
  });

  const scripts = {
    ko: /\p{Script=Hangul}/u,
    ja: /\p{Script=Hiragana}|\p{Script=Katakana}/u,
    zh: /\p{Script=Han}/u,
    vi: /[ăđơưạ-ỹ]/u,
  } as const;

  for (const locale of ['vi', 'zh', 'ko', 'ja'] as const) {
    it(`writes ${locale} angles in ${locale}, with the same categories and the names kept`, () => {
      const angles = generateAngles(input, locale);
      expect(angles.map((a) => a.category)).toEqual(english.map((a) => a.category));
      expect(angles.map((a) => a.icon)).toEqual(english.map((a) => a.icon));
      for (const angle of angles) {
        expect(angle.headline).toMatch(scripts[locale]);
        expect(angle.explanation).toMatch(scripts[locale]);
        expect(angle.headline).toContain(company);
        expect(angle.headline).toContain('A stablecoin payments API for Southeast Asian merchants');
        expect(angle.explanation).toContain(company);
        expect(angle.explanation.length).toBeGreaterThan(80);
        for (const sentence of englishSentences) {
          expect(angle.headline).not.toContain(sentence);
          expect(angle.explanation).not.toContain(sentence);
        }
      }
    });
  }

  it('names the reached audiences in the language of the page', () => {
    const impact = (locale: 'ko' | 'ja' | 'zh' | 'vi') =>
      generateAngles({ ...input, storyGoal: 'Other', targetAudience: ['Customers', 'Regulators'] }, locale).find(
        (a) => a.category === 'Culture & Impact',
      )?.explanation;
    expect(impact('ko')).toMatch(/^고객 및 규제 기관에게는 /);
    expect(impact('ja')).toMatch(/^顧客や規制当局に向けては、/);
    expect(impact('zh')).toMatch(/^对客户和监管机构而言，/);
    expect(impact('vi')).toMatch(/^Với khách hàng và cơ quan quản lý, kết quả/);
  });

  it('ends a CJK description without its closing full stop', () => {
    const [angle] = generateAngles(
      { ...input, productDescription: '面向东南亚商户的稳定币支付 API。', storyGoal: 'Other', targetAudience: ['Journalists'] },
      'zh',
    );
    expect(angle.headline).toBe('立足亚洲，走向全球：Lumora Labs — 面向东南亚商户的稳定币支付 API');
  });
});
