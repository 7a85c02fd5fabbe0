/**
 * Field builders shared by the request schemas. Messages are written for people: the API returns
 * them per field, and the client islands can show the same text next to the field.
 */
import { z } from 'zod';

export function requiredText(missing: string, max: number, tooLong: string) {
  return z.string({ error: missing }).trim().min(1, missing).max(max, tooLong);
}

export const nameField = requiredText('Please enter your name.', 120, 'Your name can be at most 120 characters.');

export const companyField = requiredText(
  'Please enter your company or project name.',
  160,
  'The company name can be at most 160 characters.',
);

export const emailField = z
  .string({ error: 'Please enter your email address.' })
  .trim()
  .min(1, 'Please enter your email address.')
  .max(254, 'The email address can be at most 254 characters.')
  .pipe(z.email({ error: 'Please enter a valid email address.' }));

export function scoreField(label: string, max: number) {
  const message = `${label} must be a whole number from 0 to ${max}.`;
  return z.number({ error: message }).int(message).min(0, message).max(max, message);
}
