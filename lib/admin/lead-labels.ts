/** How the back office names leads' sources, statuses and times. */
import type { LeadStatus, SubmissionKind } from '@/lib/store/lead-store';

export const SOURCE_LABELS: Record<SubmissionKind, string> = {
  inquiry: 'Inquiry',
  'chat-contact': 'Chat contact',
  'checker-lead': 'Checker lead',
};

export const STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  won: 'Won',
  lost: 'Lost',
  spam: 'Spam',
};

/** A stored time as staff read it, in UTC whatever the server's zone: `2026-03-01 09:00 UTC`. */
export function formatTime(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

/** A payload field as text: lead fields are whatever the visitor sent. */
export function fieldText(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}
