/**
 * The checker's submit checks in the documented order (docs/behaviour.md#pr-credibility-checker): decoy, 300 characters, 3-second
 * dwell, suspicious input. The rate limit (step 5) runs after these, in the page, because it
 * counts the attempt.
 */
import { checkSuspicious } from '@/lib/validation/suspicious-input';

export const CHECKER_MIN_CHARS = 300;

export const CHECKER_MESSAGES = {
  tooShort: 'Please provide at least 300 characters for accurate analysis.',
  tooFast: 'Please take a moment to review your press release before analyzing.',
  suspicious: 'Please provide a complete press release for accurate analysis.',
} as const;

/** The messages in the page's language; English by default. */
type CheckerMessages = Record<keyof typeof CHECKER_MESSAGES, string>;

export type SubmitCheck = { ok: true } | { ok: false; silent: true } | { ok: false; silent: false; message: string };

export function checkCheckerSubmit(
  input: { text: string; decoy: string; dwellElapsed: boolean },
  messages: CheckerMessages = CHECKER_MESSAGES,
): SubmitCheck {
  if (input.decoy.trim() !== '') return { ok: false, silent: true };
  if (input.text.trim().length < CHECKER_MIN_CHARS)
    return { ok: false, silent: false, message: messages.tooShort };
  if (!input.dwellElapsed) return { ok: false, silent: false, message: messages.tooFast };
  if (checkSuspicious(input.text) !== null) return { ok: false, silent: false, message: messages.suspicious };
  return { ok: true };
}
