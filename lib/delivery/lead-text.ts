import { isLocale, localeName, type Locale } from '@/lib/i18n/locales';
import { detectTextLanguage } from '@/lib/pr-checker/language';
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

/** The visitor's language as the agency reads it: `한국어 (ko)`. */
export function languageText(locale: Locale): string {
  return `${localeName[locale]} (${locale})`;
}

/**
 * The language a checker lead's release was written in, which set the rules it was scored by
 * (docs/behaviour.md#scoring-by-language); it may differ from the page's.
 */
function releaseLanguageText(release: string): string {
  const language = detectTextLanguage(release);
  return isLocale(language) ? languageText(language) : 'another language (not scored)';
}

/**
 * Every submitted field, in the order it was stored, as label and text; a checker lead's release is
 * preceded by the language it was written in. The labels stay English: the agency reads them,
 * whatever language the visitor wrote in.
 */
export function leadFields(lead: Lead): LeadField[] {
  return Object.entries(lead.fields).flatMap(([key, value]) => {
    const field = { label: FIELD_LABELS[key] ?? key, value: typeof value === 'string' ? value : JSON.stringify(value) };
    if (lead.kind !== 'checker-lead' || key !== 'pressReleaseText' || typeof value !== 'string') return [field];
    return [{ label: 'Release language', value: releaseLanguageText(value) }, field];
  });
}

/**
 * Controls and line or paragraph separators: each run becomes one space in a header. Invisible
 * formatting characters (Unicode category Cf: bidi overrides and isolates, zero-width joiners,
 * the byte-order mark, …) are dropped: in a subject they can reorder or hide what the agency reads.
 */
const LINE_BREAKING = /[\p{Cc}\p{Zl}\p{Zp}]+/gu;
const INVISIBLE_FORMAT = /\p{Cf}/gu;

/** Text a visitor wrote, made safe and inert for one header line: no controls, no invisible formatting, bounded length. */
export function oneLine(text: string, max = 80): string {
  const flat = text.toWellFormed().replace(INVISIBLE_FORMAT, '').replace(LINE_BREAKING, ' ').trim();
  if (flat.length <= max) return flat;
  // Never cut between the two halves of an astral character.
  const cut = /[\uD800-\uDBFF]/.test(flat[max - 2]) ? max - 2 : max - 1;
  return `${flat.slice(0, cut)}…`;
}

/** Bidi embeddings, overrides and isolates: they can make a line of visitor text display as something else. */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/g;
/** Everything a mail client may show as a line break. */
const ANY_LINE_BREAK = /\r\n|[\r\n\v\f\u0085\u2028\u2029]/;
/** Visitor text in the plain-text part is indented by this, so no line of it can pose as a field label. */
const VALUE_INDENT = '    ';

/**
 * A field value for the plain-text part: every line indented (field labels start at the margin and
 * come from the server only) and without bidi controls.
 */
export function indentedValue(value: string): string {
  return value
    .toWellFormed()
    .replace(BIDI_CONTROL, '')
    .split(ANY_LINE_BREAK)
    .map((line) => `${VALUE_INDENT}${line}`)
    .join('\n');
}
