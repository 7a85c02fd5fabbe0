import { CONSENT_MESSAGE } from '@/lib/validation/rules';

/** The inquiry texts in docs/behaviour.md#inquiry-form, shared by the form and its e2e test. */
export const INQUIRY_MESSAGES = {
  consent: CONSENT_MESSAGE,
  failure: 'Something went wrong. Please try again.',
  success: "Thank you! We'll be in touch soon.",
} as const;

export const INQUIRY_ENDPOINT = '/api/inquiry';
