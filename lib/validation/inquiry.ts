import { z } from 'zod';
import { companyField, emailField, nameField, textField } from './fields';
import { inquiryMessageRule } from './rules';

/** Contact-page inquiry. The consent checkbox is checked in the browser and not sent (docs/behaviour.md#inquiry-form). */
export const inquirySchema = z.object({
  name: nameField,
  company: companyField,
  email: emailField,
  message: textField(inquiryMessageRule),
});

export type InquiryRequest = z.infer<typeof inquirySchema>;
