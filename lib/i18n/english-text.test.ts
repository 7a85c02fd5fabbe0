import { describe, expect, it } from 'vitest';
import { englishRuns } from './english-text';

describe('englishRuns', () => {
  it('finds English sentences and labels of three words or more', () => {
    expect(englishRuns('Book a Call')).toEqual(['book a call']);
    expect(englishRuns('相談はこちら: Back to home')).toEqual(['back to home']);
    expect(englishRuns('The page you are looking for does not exist.')).toHaveLength(1);
  });

  it('leaves names, abbreviations and translated text alone', () => {
    for (const text of [
      'Kairo PR의 PR Studio',
      'Digital Journal + 플랜',
      'Asia Markets Daily, Fintech Meridian 등 Tier-1 매체',
      'Web3 PR 에이전시',
      'Gói Compact Kit gồm SEO và Google News',
      'Thông cáo báo chí cho dự án Web3 và fintech tại châu Á',
      'Tessellate Labs Series A',
      'ホームに戻る',
    ])
      expect(englishRuns(text), text).toEqual([]);
  });
});
