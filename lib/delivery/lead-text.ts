import type { Lead, SubmissionKind } from '@/lib/store/lead-store';

/** How each kind of lead is named to the agency (subjects, headings). */
export const KIND_LABELS: Record<SubmissionKind, string> = {
  inquiry: 'Inquiry',
  'chat-contact': 'Chat contact',
  'checker-lead': 'PR Credibility Checker lead',
};

const FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  company: 'Company',
  email: 'Email',
  message: 'Message',
  goal: 'Goal',
  overallScore: 'Overall score',
  clarityScore: 'Clarity score',
  proofScore: 'Proof score',
  mediaToneScore: 'Media tone score',
  investorAppealScore: 'Investor appeal score',
  pressReleaseText: 'Press release',
  strengths: 'Strengths',
  improvements: 'Improvements',
};

export type LeadField = { label: string; value: string };

/** Every submitted field, in the order it was stored, as label and text. */
export function leadFields(lead: Lead): LeadField[] {
  return Object.entries(lead.fields).map(([key, value]) => ({
    label: FIELD_LABELS[key] ?? key,
    value: typeof value === 'string' ? value : JSON.stringify(value),
  }));
}

/** Text a visitor wrote, made safe for one header line: no control characters, bounded length. */
export function oneLine(text: string, max = 80): string {
  const flat = text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
