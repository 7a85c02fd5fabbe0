import { describe, expect, it } from 'vitest';
import { ANGLE_MESSAGES, checkAngleSubmit } from './submit-checks';

const valid = {
  companyName: 'Lumora Labs',
  productDescription: 'A stablecoin payouts API for exporters',
  decoy: '',
  dwellElapsed: true,
};

describe('checkAngleSubmit', () => {
  it('passes real input after the dwell time', () => {
    expect(checkAngleSubmit(valid)).toEqual({ ok: true });
  });

  it('ignores a filled decoy silently, first', () => {
    expect(checkAngleSubmit({ ...valid, decoy: 'x', dwellElapsed: false, companyName: 'ab' })).toEqual({
      ok: false,
      silent: true,
    });
  });

  it('then wants the dwell time', () => {
    expect(checkAngleSubmit({ ...valid, dwellElapsed: false, companyName: 'ab' })).toEqual({
      ok: false,
      silent: false,
      message: ANGLE_MESSAGES.tooFast,
    });
  });

  it('then checks the company name and the description', () => {
    for (const bad of [
      { companyName: 'ab' },
      { productDescription: 'qwerty qwerty' },
      { productDescription: 'Great!!!!!!' },
    ]) {
      expect(checkAngleSubmit({ ...valid, ...bad })).toEqual({
        ok: false,
        silent: false,
        message: ANGLE_MESSAGES.suspicious,
      });
    }
  });

  it('uses the documented wording', () => {
    expect(ANGLE_MESSAGES.tooFast).toBe('Please take a moment to review your information before analyzing.');
    expect(ANGLE_MESSAGES.suspicious).toBe('Please provide complete information for accurate angle generation.');
  });
});
