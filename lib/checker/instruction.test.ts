import { describe, expect, it } from 'vitest';
import { CHECKER_INSTRUCTION, buildCheckerMessage, extractPressRelease } from './instruction';

const release = 'Lumora Labs Raises US$18 Million\n\nSINGAPORE, 12 May 2025 — Lumora Labs today announced…\nPress release:\nnot a marker inside the text';

describe('checker instruction', () => {
  it('asks for the four dimensions, strengths, improvements and an insight', () => {
    for (const phrase of ['clarity and structure', 'proof and evidence', 'media tone and authenticity', 'investor appeal', 'strengths', 'improvement', 'insight']) {
      expect(CHECKER_INSTRUCTION.toLowerCase()).toContain(phrase);
    }
  });

  it('round-trips the press release exactly', () => {
    expect(extractPressRelease(buildCheckerMessage(release))).toBe(release);
  });

  it('falls back to the first marker line, then to the whole text', () => {
    expect(extractPressRelease('Please score this.\nPress release:\nThe text')).toBe('The text');
    expect(extractPressRelease('Just a release')).toBe('Just a release');
  });
});
