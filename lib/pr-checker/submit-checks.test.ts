import { describe, expect, it } from 'vitest';
import { CHECKER_MESSAGES, checkCheckerSubmit } from './submit-checks';

const release = `Lumora Labs today announced payouts for exporters in Vietnam. ${'The service settles in minutes. '.repeat(10)}`;

describe('checkCheckerSubmit', () => {
  it('passes a real release after the dwell time', () => {
    expect(release.length).toBeGreaterThanOrEqual(300);
    expect(checkCheckerSubmit({ text: release, decoy: '', dwellElapsed: true })).toEqual({ ok: true });
  });

  it('ignores a filled decoy silently, before every other check', () => {
    expect(checkCheckerSubmit({ text: 'short', decoy: 'http://spam.example', dwellElapsed: false })).toEqual({
      ok: false,
      silent: true,
    });
  });

  it('then wants 300 characters, trimmed', () => {
    const padded = `${'x'.repeat(150)} ${' '.repeat(200)}`;
    expect(checkCheckerSubmit({ text: padded, decoy: '', dwellElapsed: false })).toEqual({
      ok: false,
      silent: false,
      message: CHECKER_MESSAGES.tooShort,
    });
  });

  it('then the 3-second dwell', () => {
    expect(checkCheckerSubmit({ text: release, decoy: '', dwellElapsed: false })).toEqual({
      ok: false,
      silent: false,
      message: CHECKER_MESSAGES.tooFast,
    });
  });

  it('then the suspicious-input rule', () => {
    const spam = `${release} zzzzzzzz`;
    expect(checkCheckerSubmit({ text: spam, decoy: '', dwellElapsed: true })).toEqual({
      ok: false,
      silent: false,
      message: CHECKER_MESSAGES.suspicious,
    });
    expect(checkCheckerSubmit({ text: `${release} This is a test.`, decoy: '', dwellElapsed: true })).toMatchObject({
      message: CHECKER_MESSAGES.suspicious,
    });
  });

  it('uses the documented wording', () => {
    expect(CHECKER_MESSAGES).toEqual({
      tooShort: 'Please provide at least 300 characters for accurate analysis.',
      tooFast: 'Please take a moment to review your press release before analyzing.',
      suspicious: 'Please provide a complete press release for accurate analysis.',
    });
  });
});
