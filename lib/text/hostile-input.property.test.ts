/**
 * Property: every server-side function over visitor text or a press release finishes on hostile
 * text at the maximum accepted length and returns a well-formed result. The exponential and
 * quadratic patterns this replaced took seconds to hours on such input; the timing targets
 * themselves are measured by bench/hostile-input.mjs.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toFragments } from '@/lib/agents/fragments';
import { locales } from '@/lib/i18n/locales';
import { analyzePressRelease } from '@/lib/pr-checker/engine';
import { wordCount } from '@/lib/pr-checker/text';
import {
  BLANKS,
  CJK,
  EMOJI,
  fill,
  LETTERS,
  MARKET,
  MAX_TEXT,
  PHRASES,
  SYMBOLS,
  TEXT_FUNCTIONS,
  WORST_CASES,
} from '@/test/helpers/hostile-text';

const atom = fc.constantFrom(...PHRASES, ...SYMBOLS, ...CJK, ...MARKET, ...EMOJI, ...LETTERS, ...BLANKS);
/** A short hostile unit repeated to the maximum length, optionally ending in a rejecting character. */
const hostileText = fc
  .tuple(fc.array(atom, { minLength: 1, maxLength: 6 }), fc.constantFrom('', 'x', '!', '\u0000', '。'))
  .map(([atoms, suffix]) => fill(atoms.join(''), suffix));

describe('text functions on hostile input at the maximum length', () => {
  it('generates text of exactly the maximum length', () => {
    fc.assert(fc.property(hostileText, (text) => text.length === MAX_TEXT));
  });

  for (const [name, run] of Object.entries(TEXT_FUNCTIONS)) {
    it(`${name} finishes on every known worst case and on generated text`, () => {
      for (const [label, text] of Object.entries(WORST_CASES)) {
        expect(() => run(text), label).not.toThrow();
      }
      fc.assert(
        fc.property(hostileText, (text) => {
          run(text);
        }),
        { numRuns: 15 },
      );
    }, 60_000);
  }

  it('keeps the results well-formed', () => {
    fc.assert(
      fc.property(hostileText, (text) => {
        expect(locales).toContain(TEXT_FUNCTIONS['question language'](text));
        expect(toFragments(text).join('')).toBe(/\S/.test(text) ? text : '');
        expect(wordCount(text)).toBeLessThanOrEqual(text.split(/\s+/).filter(Boolean).length);
        const analysis = analyzePressRelease(text);
        expect(analysis.overall).toBeGreaterThanOrEqual(0);
        expect(analysis.overall).toBeLessThanOrEqual(100);
      }),
      { numRuns: 15 },
    );
  }, 60_000);
});
