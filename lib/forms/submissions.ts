import 'server-only';
import { z } from 'zod';
import { FORM_BODY_LIMIT } from '@/lib/http/json-body';
import type { SubmissionRoute } from '@/lib/forms/accept-submission';
import type { Locale } from '@/lib/i18n/locales';
import { getProvider } from '@/lib/provider';
import { chatContactSchema } from '@/lib/validation/chat-contact';
import { CHAT_GOAL } from '@/lib/validation/chat-goal';
import { inquirySchema } from '@/lib/validation/inquiry';
import { CONSENT_MESSAGE } from '@/lib/validation/rules';

/** POST /api/inquiry and the contact form's action. */
export const inquirySubmission: SubmissionRoute<typeof inquirySchema> = {
  schema: inquirySchema,
  maxBytes: FORM_BODY_LIMIT,
  submit: (inquiry, locale) => getProvider().submitInquiry(inquiry, locale),
};

/** POST /api/chat/contact and the chat contact step's action. */
export const chatContactSubmission: SubmissionRoute<typeof chatContactSchema> = {
  schema: chatContactSchema,
  maxBytes: FORM_BODY_LIMIT,
  submit: (contact, locale) => getProvider().submitChatContact(contact, locale),
};

// In the browser the form checks the consent box before it sends (and the API never sees it); a post
// without JavaScript carries the box itself, so the action checks it, and stores the rest.
const inquiryFormSchema = inquirySchema.extend({ consent: z.literal('on', { error: CONSENT_MESSAGE }) });

export const inquiryForm = {
  schema: inquiryFormSchema,
  maxBytes: FORM_BODY_LIMIT,
  fields: ['name', 'company', 'email', 'message', 'consent'],
  submit: ({ name, company, email, message }: z.infer<typeof inquiryFormSchema>, locale: Locale) =>
    inquirySubmission.submit({ name, company, email, message }, locale),
};

export const chatContactForm = {
  ...chatContactSubmission,
  fields: ['name', 'company', 'email'],
  fixed: { goal: CHAT_GOAL },
};
