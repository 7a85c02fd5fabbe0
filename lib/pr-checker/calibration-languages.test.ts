import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localizedCalibration, type CalibratedLocale } from '@/test/fixtures/checker-calibration/localized';
import { checkSuspicious } from '@/lib/validation/suspicious-input';
import { analyzePressRelease } from './engine';
import { spearman } from './spearman';

const dir = path.join(process.cwd(), 'test/fixtures/checker-calibration');

function scoredSet(locale: CalibratedLocale) {
  return localizedCalibration[locale].map((entry, rank) => {
    const text = readFileSync(path.join(dir, locale, `${entry.slug}.txt`), 'utf8');
    const analysis = analyzePressRelease(text);
    return { ...entry, rank, text, analysis, score: analysis.overall };
  });
}

/** Spearman's rho between the editor's order and the scores, for a subset of the set. */
function rho(entries: ReturnType<typeof scoredSet>): number {
  return spearman(entries.map((e) => -e.rank), entries.map((e) => e.score));
}

const RHO_MIN = 0.85;

describe.each(['vi', 'zh', 'ko', 'ja'] as const)('calibration set (%s)', (locale) => {
  const entries = scoredSet(locale);
  const summary = entries.map((e) => `${e.slug} [${e.half}]: ${e.score}`).join(', ');

  it('has at least 10 releases across Web3, fintech and tech, both wire-ready and hype, in two halves', () => {
    expect(entries.length).toBeGreaterThanOrEqual(10);
    expect(new Set(entries.map((e) => e.sector))).toEqual(new Set(['web3', 'fintech', 'tech']));
    expect(entries.filter((e) => e.kind === 'wire-ready').length).toBeGreaterThanOrEqual(3);
    expect(entries.filter((e) => e.kind === 'hype').length).toBeGreaterThanOrEqual(3);
    expect(entries.filter((e) => e.half === 'held-out').length).toBeGreaterThanOrEqual(5);
  });

  it('holds only releases the checker page accepts, scored by their own language', () => {
    for (const e of entries) {
      expect(e.text.trim().length, e.slug).toBeGreaterThanOrEqual(300);
      expect(checkSuspicious(e.text), e.slug).toBeNull();
      expect(e.analysis.language, e.slug).toBe(locale);
    }
  });

  it(`ranks the whole set as the editor does (Spearman ≥ ${RHO_MIN})`, () => {
    expect(rho(entries), summary).toBeGreaterThanOrEqual(RHO_MIN);
  });

  it(`ranks the held-out half, which no rule was written from, as the editor does (Spearman ≥ ${RHO_MIN})`, () => {
    expect(rho(entries.filter((e) => e.half === 'held-out')), summary).toBeGreaterThanOrEqual(RHO_MIN);
  });

  for (const e of entries) {
    it(`scores ${e.slug} (${e.kind}, ${e.half}) within ${e.expected.min}–${e.expected.max}`, () => {
      expect(e.score, summary).toBeGreaterThanOrEqual(e.expected.min);
      expect(e.score, summary).toBeLessThanOrEqual(e.expected.max);
    });
  }
});
