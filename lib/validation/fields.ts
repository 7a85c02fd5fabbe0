/**
 * Field builders shared by the request schemas. Messages are written for people: the API returns
 * them per field, and the client islands can show the same text next to the field.
 */
import { z } from 'zod';
import { companyRule, EMAIL_PATTERN, emailRule, nameRule, type TextRule } from './rules';

/** The zod field for a shared text rule: the server's half of `rules.ts`. */
export function textField(rule: TextRule) {
  const base = z.string({ error: rule.required }).trim().min(1, rule.required).max(rule.max, rule.tooLong);
  return rule.invalidEmail ? base.regex(EMAIL_PATTERN, rule.invalidEmail) : base;
}

export const nameField = textField(nameRule);
export const companyField = textField(companyRule);
export const emailField = textField(emailRule);

export function scoreField(label: string, max: number) {
  const message = `${label} must be a whole number from 0 to ${max}.`;
  return z.number({ error: message }).int(message).min(0, message).max(max, message);
}
