import { z } from 'zod';
import { companyField, emailField, nameField, scoreField } from './fields';

export const PRESS_RELEASE_MIN_CHARS = 300;
export const PRESS_RELEASE_MAX_CHARS = 20000;

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
    .string({ error: 'Please provide at least 300 characters for accurate analysis.' })
    .trim()
    .min(PRESS_RELEASE_MIN_CHARS, 'Please provide at least 300 characters for accurate analysis.')
    .max(PRESS_RELEASE_MAX_CHARS, `The press release can be at most ${PRESS_RELEASE_MAX_CHARS} characters.`),
  strengths: z.string({ error: 'strengths must be text.' }).max(2000, 'strengths can be at most 2000 characters.'),
  improvements: z
    .string({ error: 'improvements must be text.' })
    .max(2000, 'improvements can be at most 2000 characters.'),
});

export type CheckerLeadRequest = z.infer<typeof checkerLeadSchema>;
