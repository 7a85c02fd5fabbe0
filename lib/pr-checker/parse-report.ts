/**
 * Reads a credibility report from the assistant's text by the rules in docs/behaviour.md#report-parsing: the number
 * after each label (0 when missing), at most 3 strengths and 5 improvements, and the documented
 * defaults when a list or the insight is missing. Runs in the browser on the streamed text.
 */
import { DIMENSION_MAX, OVERALL_MAX, type CredibilityReport } from './types';

export const DEFAULT_STRENGTHS = ['Professional structure', 'Clear messaging', 'Good foundation'];
export const DEFAULT_IMPROVEMENTS = [
  'Add more data points',
  'Include investor validation',
  'Strengthen proof elements',
];
export const DEFAULT_INSIGHT = 'Credibility drives investor attention. Focus on proof over promises.';

const MAX_STRENGTHS = 3;
const MAX_IMPROVEMENTS = 5;

export const labelPattern = (label: string) => new RegExp(`\\b${label}`, 'i');
const NUMBER = /\d+(?:\.\d+)?/;

/**
 * The first number on the same line after a label; the label is a whole word, case-insensitive.
 * Line by line, from the first label on each line: one pass over the text.
 */
function numberAfter(text: string, label: string, max: number): number {
  const pattern = labelPattern(label);
  for (const line of text.split('\n')) {
    const found = pattern.exec(line);
    if (!found) continue;
    const number = NUMBER.exec(line.slice(found.index + found[0].length));
    if (!number) continue;
    // A model that answers "120/100" or "18.6" still yields a score the bars can draw.
    return Math.min(max, Math.round(Number(number[0])));
  }
  return 0;
}

const BULLET = /^\s*(?:[-*•‣–]|\d+[.)])\s+(\S.*)$/;

/** Markdown emphasis and heading marks around a line, as models like to add. */
function plain(line: string): string {
  return line
    .replace(/^\s*#+\s*/, '')
    .replace(/\*\*|__/g, '')
    .trim();
}

type Section = 'strengths' | 'improvements' | 'other';

function headingOf(line: string): Section | 'insight' | null {
  const text = plain(line);
  if (BULLET.test(text)) return null;
  if (/^insight\b/i.test(text)) return 'insight';
  // Longer lines are prose that happens to start with a heading word.
  if (text.length > 60) return null;
  if (/^(?:key\s+)?strengths?\b/i.test(text)) return 'strengths';
  if (/^(?:areas?\s+for\s+|improvement|opportunit|suggested\s+improvement|recommendation|weakness)/i.test(text))
    return 'improvements';
  if (/:$/.test(text)) return 'other';
  return null;
}

export function parseReport(text: string): CredibilityReport {
  const strengths: string[] = [];
  const improvements: string[] = [];
  let insight = '';
  let section: Section = 'other';
  let insightPending = false;

  for (const raw of text.split(/\r?\n/)) {
    const line = plain(raw);
    if (!line) continue;
    const heading = headingOf(raw);
    if (heading === 'insight') {
      const rest = line.replace(/^insight\s*:?\s*/i, '').trim();
      if (rest && !insight) insight = rest;
      else insightPending = !insight;
      section = 'other';
      continue;
    }
    if (heading) {
      section = heading;
      insightPending = false;
      continue;
    }
    if (insightPending) {
      insight = line.replace(BULLET, '$1');
      insightPending = false;
      continue;
    }
    const bullet = BULLET.exec(line);
    if (!bullet) continue;
    if (section === 'strengths') strengths.push(bullet[1]);
    else if (section === 'improvements') improvements.push(bullet[1]);
  }

  return {
    overallScore: numberAfter(text, 'overall score', OVERALL_MAX),
    clarityScore: numberAfter(text, 'clarity', DIMENSION_MAX),
    proofScore: numberAfter(text, 'proof', DIMENSION_MAX),
    mediaToneScore: numberAfter(text, 'media tone', DIMENSION_MAX),
    investorAppealScore: numberAfter(text, 'investor', DIMENSION_MAX),
    strengths: strengths.length ? strengths.slice(0, MAX_STRENGTHS) : [...DEFAULT_STRENGTHS],
    improvements: improvements.length ? improvements.slice(0, MAX_IMPROVEMENTS) : [...DEFAULT_IMPROVEMENTS],
    insight: insight || DEFAULT_INSIGHT,
  };
}
