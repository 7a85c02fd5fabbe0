import 'server-only';
import { z } from 'zod';
import { INQUIRY_MESSAGES } from '@/components/contact/messages';
import { FORM_BODY_LIMIT } from '@/lib/http/json-body';
import type { SubmissionRoute } from '@/lib/http/submission';
import { getProvider } from '@/lib/provider';
import { chatContactSchema } from '@/lib/validation/chat-contact';
import { CHAT_GOAL } from '@/lib/validation/chat-goal';
import { inquirySchema } from '@/lib/validation/inquiry';

/** POST /api/inquiry and the contact form's action. */
export const inquirySubmission: SubmissionRoute<typeof inquirySchema> = {
  schema: inquirySchema,
  maxBytes: FORM_BODY_LIMIT,
  submit: (inquiry) => getProvider().submitInquiry(inquiry),
};

/** POST /api/chat/contact and the chat contact step's action. */
export const chatContactSubmission: SubmissionRoute<typeof chatContactSchema> = {
  schema: chatContactSchema,
  maxBytes: FORM_BODY_LIMIT,
  submit: (contact) => getProvider().submitChatContact(contact),
};

// In the browser the form checks the consent box before it sends (and the API never sees it); a post
// without JavaScript carries the box itself, so the action checks it, and stores the rest.
const inquiryFormSchema = inquirySchema.extend({ consent: z.literal('on', { error: INQUIRY_MESSAGES.consent }) });

export const inquiryForm = {
  schema: inquiryFormSchema,
  maxBytes: FORM_BODY_LIMIT,
  fields: ['name', 'company', 'email', 'message', 'consent'],
  submit: ({ name, company, email, message }: z.infer<typeof inquiryFormSchema>) =>
    inquirySubmission.submit({ name, company, email, message }),
};

export const chatContactForm = {
  ...chatContactSubmission,
  fields: ['name', 'company', 'email'],
  fixed: { goal: CHAT_GOAL },
};
