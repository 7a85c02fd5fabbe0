import { describe, expect, it } from 'vitest';
import { checkSuspicious } from '@/lib/validation/suspicious-input';
import { MESSAGE_MAX_CHARS } from '@/lib/validation/rules';
import { CHECKER_INSTRUCTION, PRESS_RELEASE_INPUT_MAX, buildCheckerMessage, extractPressRelease } from './instruction';

const release = 'Lumora Labs Raises US$18 Million\n\nSINGAPORE, 12 May 2025 — Lumora Labs today announced…\nPress release:\nnot a marker inside the text';

describe('checker instruction', () => {
  it('asks for the four dimensions, strengths, improvements and an insight', () => {
    for (const phrase of ['clarity and structure', 'proof and evidence', 'media tone and authenticity', 'investor appeal', 'strengths', 'improvement', 'insight']) {
      expect(CHECKER_INSTRUCTION.toLowerCase()).toContain(phrase);
    }
  });

  it('passes the suspicious-input rule the API applies to the whole message', () => {
    expect(checkSuspicious(buildCheckerMessage('Lumora Labs announced a payout service for exporters.'))).toBeNull();
  });

  it('leaves room for the longest accepted release within one message', () => {
    expect(buildCheckerMessage('x'.repeat(PRESS_RELEASE_INPUT_MAX)).length).toBe(MESSAGE_MAX_CHARS);
    expect(PRESS_RELEASE_INPUT_MAX).toBeGreaterThan(15_000);
  });

  it('round-trips the press release exactly', () => {
    expect(extractPressRelease(buildCheckerMessage(release))).toBe(release);
  });

  it('falls back to the first marker line, then to the whole text', () => {
    expect(extractPressRelease('Please score this.\nPress release:\nThe text')).toBe('The text');
    expect(extractPressRelease('Just a release')).toBe('Just a release');
  });
});
