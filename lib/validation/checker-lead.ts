import { z } from 'zod';
import { companyField, emailField, nameField, scoreField } from './fields';
import { PRESS_RELEASE_MAX_CHARS, PRESS_RELEASE_MESSAGES, PRESS_RELEASE_MIN_CHARS } from './rules';
/** The checker's lead: contact details, the report's scores and the analysed press release. */
export const checkerLeadSchema = z.object({
  name: nameField,
  company: companyField,
  email: emailField,
  overallScore: scoreField('overallScore', 100),
  clarityScore: scoreField('clarityScore', 25),
  proofScore: scoreField('proofScore', 25),
  mediaToneScore: scoreField('mediaToneScore', 25),
  investorAppealScore: scoreField('investorAppealScore', 25),
  pressReleaseText: z
    .string({ error: PRESS_RELEASE_MESSAGES.tooShort })
    .trim()
    .min(PRESS_RELEASE_MIN_CHARS, PRESS_RELEASE_MESSAGES.tooShort)
    .max(PRESS_RELEASE_MAX_CHARS, PRESS_RELEASE_MESSAGES.tooLong),
  strengths: z.string({ error: 'strengths must be text.' }).max(2000, 'strengths can be at most 2000 characters.'),
  improvements: z
    .string({ error: 'improvements must be text.' })
    .max(2000, 'improvements can be at most 2000 characters.'),
});

export type CheckerLeadRequest = z.infer<typeof checkerLeadSchema>;
