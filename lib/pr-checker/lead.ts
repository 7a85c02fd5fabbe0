/**
 * The checker lead the page posts to /api/checker/lead (docs/behaviour.md#pr-credibility-checker): the contact
 * details, the report's scores, the analysed text, and the strengths and improvements each joined
 * into one string. `website` is the API's honeypot and stays empty.
 */
import type { CheckerLeadRequest } from '@/lib/validation/checker-lead';
import type { CredibilityReport } from './types';

const LIST_MAX_CHARS = 2000;
const LIST_SEPARATOR = '; ';

export type LeadContact = { name: string; company: string; email: string };

function joinList(items: string[]): string {
  const joined = items.join(LIST_SEPARATOR);
  return joined.length <= LIST_MAX_CHARS ? joined : `${joined.slice(0, LIST_MAX_CHARS - 1)}…`;
}

export function buildLeadPayload(
  contact: LeadContact,
  report: CredibilityReport,
  pressReleaseText: string,
): CheckerLeadRequest & { website: '' } {
  return {
    name: contact.name.trim(),
    company: contact.company.trim(),
    email: contact.email.trim(),
    overallScore: report.overallScore,
    clarityScore: report.clarityScore,
    proofScore: report.proofScore,
    mediaToneScore: report.mediaToneScore,
    investorAppealScore: report.investorAppealScore,
    pressReleaseText,
    strengths: joinList(report.strengths),
    improvements: joinList(report.improvements),
    website: '',
  };
}
