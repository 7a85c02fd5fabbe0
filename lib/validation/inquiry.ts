import { z } from 'zod';
import { companyField, emailField, nameField, requiredText } from './fields';

/** Contact-page inquiry. The consent checkbox is checked in the browser and not sent (spec section 3). */
export const inquirySchema = z.object({
  name: nameField,
  company: companyField,
  email: emailField,
  message: requiredText('Please enter a message.', 5000, 'Your message can be at most 5000 characters.'),
});

export type InquiryRequest = z.infer<typeof inquirySchema>;
