import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { calibrationSet } from '@/test/fixtures/checker-calibration';
import { checkSuspicious } from '@/lib/validation/suspicious-input';
import { analyzePressRelease } from './engine';
import { spearman } from './spearman';

const dir = path.join(process.cwd(), 'test/fixtures/checker-calibration');
const entries = calibrationSet.map((entry) => {
  const text = readFileSync(path.join(dir, `${entry.slug}.txt`), 'utf8');
  return { ...entry, text, score: analyzePressRelease(text).overall };
});

describe('calibration set', () => {
  it('has at least 12 releases across Web3, fintech and tech', () => {
    expect(entries.length).toBeGreaterThanOrEqual(12);
    expect(new Set(entries.map((e) => e.sector))).toEqual(new Set(['web3', 'fintech', 'tech']));
  });

  it('holds only releases the checker page accepts (300+ characters, not suspicious)', () => {
    for (const e of entries) {
      expect(e.text.length, e.slug).toBeGreaterThanOrEqual(300);
      expect(checkSuspicious(e.text), e.slug).toBeNull();
    }
  });

  it('ranks the releases as the set orders them (Spearman ≥ 0.9)', () => {
    const editorial = entries.map((_, i) => entries.length - i);
    const rho = spearman(editorial, entries.map((e) => e.score));
    expect(rho, entries.map((e) => `${e.slug}: ${e.score}`).join(', ')).toBeGreaterThanOrEqual(0.9);
  });

  for (const e of entries) {
    it(`scores ${e.slug} within ${e.expected.min}–${e.expected.max}`, () => {
      expect(e.score).toBeGreaterThanOrEqual(e.expected.min);
      expect(e.score).toBeLessThanOrEqual(e.expected.max);
    });
  }
});
