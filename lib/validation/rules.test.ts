import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { chatContactSchema } from './chat-contact';
import { fieldErrors } from './field-errors';
import { inquirySchema } from './inquiry';
import { checkFields, EMAIL_PATTERN, inquiryRules } from './rules';

describe('shared field rules', () => {
  it('use the same email pattern as zod', () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source);
  });

  it('report the messages the server schema reports, for any input', () => {
    const text = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.constantFrom('', '   ', 'a@b.co', 'name@example.com', ' x@y.io ', 'no-at-sign', 'a..b@c.com'),
      fc.string({ minLength: 150, maxLength: 260 }),
      fc.emailAddress(),
    );
    fc.assert(
      fc.property(fc.record({ name: text, company: text, email: text, message: text }), (values) => {
        const parsed = inquirySchema.safeParse(values);
        const server = parsed.success ? {} : fieldErrors(parsed.error);
        expect(checkFields(inquiryRules, values)).toEqual(server);
      }),
      { numRuns: 400 },
    );
  });

  it('are what the chat contact schema checks too', () => {
    const parsed = chatContactSchema.safeParse({ name: ' ', company: 'Acme', email: 'bad', goal: 'chat-widget' });
    expect(parsed.success).toBe(false);
    expect(fieldErrors(parsed.error!)).toEqual({ name: 'Please enter your name.', email: 'Please enter a valid email address.' });
  });
});
