/**
 * The Angle Finder's submit checks (docs/behaviour.md#angle-finder): the decoy and the 3-second dwell as on the
 * checker, then the suspicious-input rule on the company name and the description.
 */
import { checkSuspicious } from '@/lib/validation/suspicious-input';
import type { SubmitCheck } from '@/lib/pr-checker/submit-checks';

export const ANGLE_MESSAGES = {
  tooFast: 'Please take a moment to review your information before analyzing.',
  suspicious: 'Please provide complete information for accurate angle generation.',
} as const;

/** The messages in the page's language; English by default. */
type AngleMessages = Record<keyof typeof ANGLE_MESSAGES, string>;

export function checkAngleSubmit(
  input: { companyName: string; productDescription: string; decoy: string; dwellElapsed: boolean },
  messages: AngleMessages = ANGLE_MESSAGES,
): SubmitCheck {
  if (input.decoy.trim() !== '') return { ok: false, silent: true };
  if (!input.dwellElapsed) return { ok: false, silent: false, message: messages.tooFast };
  if (checkSuspicious(input.companyName) !== null || checkSuspicious(input.productDescription) !== null) {
    return { ok: false, silent: false, message: messages.suspicious };
  }
  return { ok: true };
}
