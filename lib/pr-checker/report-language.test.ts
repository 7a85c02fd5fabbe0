import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { calibrationSet } from '@/test/fixtures/checker-calibration';
import { localizedCalibration } from '@/test/fixtures/checker-calibration/localized';
import { locales } from '@/lib/i18n/locales';
import { analyzePressRelease } from './engine';

const dir = path.join(process.cwd(), 'test/fixtures/checker-calibration');
const releases = [
  ...calibrationSet.map((e) => ({ language: 'en', text: readFileSync(path.join(dir, `${e.slug}.txt`), 'utf8') })),
  ...Object.entries(localizedCalibration).flatMap(([language, set]) =>
    set.map((e) => ({ language, text: readFileSync(path.join(dir, language, `${e.slug}.txt`), 'utf8') })),
  ),
];

/** An English sentence: three or more English words in a row outside quotation marks. */
function englishOutsideQuotes(finding: string): boolean {
  const unquoted = finding.replace(/“[^“”]*”|‘[^‘’]*’|「[^「」]*」/g, ' ');
  return /(?<!\p{L})(?:the|and|with|your|this|that|of|to)\s+\p{L}+\s+\p{L}+/iu.test(unquoted);
}

describe('the report in the page’s language', () => {
  it('scores a release by its own language, whatever the page’s language', () => {
    for (const { language, text } of releases) {
      const scores = locales.map((locale) => analyzePressRelease(text, locale));
      expect(new Set(scores.map((a) => a.language))).toEqual(new Set([language]));
      expect(new Set(scores.map((a) => a.overall)).size).toBe(1);
    }
  });

  it('writes every finding and the insight of every release in each translated page’s language', () => {
    for (const { text } of releases) {
      for (const locale of ['vi', 'zh', 'ko', 'ja'] as const) {
        const analysis = analyzePressRelease(text, locale);
        for (const finding of [...analysis.strengths, ...analysis.improvements, analysis.insight]) {
          expect(englishOutsideQuotes(finding), `${locale}: ${finding}`).toBe(false);
        }
      }
    }
  });

  it('explains a Japanese release on the English page in English, naming the concrete thing', () => {
    const text = readFileSync(path.join(dir, 'ja/zeta-ai-revolution.txt'), 'utf8');
    const analysis = analyzePressRelease(text, 'en');
    expect(analysis.language).toBe('ja');
    expect(analysis.improvements).toContainEqual(expect.stringMatching(/^Cut the hype words \(\d+ found: “革命的”/));
    expect(analysis.improvements).toContainEqual(expect.stringContaining("under a heading such as “報道関係者のお問い合わせ”"));
  });

  it('names the quote without a speaker and the missing contact heading in Korean', () => {
    const text = readFileSync(path.join(dir, 'ko/saebit-lending-beta.txt'), 'utf8');
    const analysis = analyzePressRelease(text, 'ko');
    expect(analysis.improvements).toContainEqual(expect.stringContaining('‘중소기업의 성장을 온 힘을 다해 응원하겠다’의 발언자를'));
    expect(analysis.improvements).toContainEqual(expect.stringContaining('‘언론 문의’ 같은 제목 아래'));
  });
});
