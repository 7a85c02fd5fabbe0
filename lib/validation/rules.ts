/**
 * Field rules as plain data: the one definition both sides use. The server's zod schemas are built
 * from these rules (`fields.ts`), and the browser checks forms with `checkFields` below, so the
 * contact and checker pages validate exactly as the API does without shipping zod (~30 kB gzip).
 */
export type TextRule = {
  /** Message for a missing or blank value. */
  required: string;
  max: number;
  tooLong: string;
  /** Message for a value that is not an email address; absent for plain text. */
  invalidEmail?: string;
};

/** zod 4's `z.email()` pattern (`z.regexes.email`); the server schema applies it through `.regex`. */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

export const nameRule: TextRule = {
  required: 'Please enter your name.',
  max: 120,
  tooLong: 'Your name can be at most 120 characters.',
};

export const companyRule: TextRule = {
  required: 'Please enter your company or project name.',
  max: 160,
  tooLong: 'The company name can be at most 160 characters.',
};

export const emailRule: TextRule = {
  required: 'Please enter your email address.',
  max: 254,
  tooLong: 'The email address can be at most 254 characters.',
  invalidEmail: 'Please enter a valid email address.',
};

export const inquiryMessageRule: TextRule = {
  required: 'Please enter a message.',
  max: 5000,
  tooLong: 'Your message can be at most 5000 characters.',
};

/** The inquiry's consent box, checked by the browser and by the form's server action. */
export const CONSENT_MESSAGE = 'Please consent to our Privacy Policy to continue.';

export const contactRules = { name: nameRule, company: companyRule, email: emailRule };
export const inquiryRules = { ...contactRules, message: inquiryMessageRule };

/** Longest conversation message (the checker's instruction plus the press release must fit). */
export const MESSAGE_MAX_CHARS = 20000;
export const PRESS_RELEASE_MIN_CHARS = 300;
export const PRESS_RELEASE_MAX_CHARS = 20000;

export const PRESS_RELEASE_MESSAGES = {
  tooShort: `Please provide at least ${PRESS_RELEASE_MIN_CHARS} characters for accurate analysis.`,
  tooLong: `The press release can be at most ${PRESS_RELEASE_MAX_CHARS} characters.`,
  incomplete: 'Please provide a complete press release for accurate analysis.',
};

/** The first problem with one value, in the order the server reports it: missing, too long, not an email. */
function checkText(rule: TextRule, value: unknown): string | null {
  if (typeof value !== 'string') return rule.required;
  const trimmed = value.trim();
  if (trimmed.length === 0) return rule.required;
  if (trimmed.length > rule.max) return rule.tooLong;
  if (rule.invalidEmail && !EMAIL_PATTERN.test(trimmed)) return rule.invalidEmail;
  return null;
}

/** Per-field messages for every field that breaks its rule; empty when all pass. */
export function checkFields<K extends string>(rules: Record<K, TextRule>, values: Record<K, unknown>): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const key of Object.keys(rules) as K[]) {
    const problem = checkText(rules[key], values[key]);
    if (problem) errors[key] = problem;
  }
  return errors;
}
