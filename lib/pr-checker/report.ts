/**
 * The report as text, in the format `parseReport` reads: the embedded analyst writes it, and a
 * remote or LLM agent asked with the same instruction answers in the same shape.
 */
import { DIMENSION_MAX, OVERALL_MAX, type CredibilityAnalysis } from './types';

const REPORT_LABELS = {
  overall: 'Overall Score',
  clarity: 'Clarity & Structure',
  proof: 'Proof & Evidence',
  tone: 'Media Tone & Authenticity',
  investor: 'Investor Appeal',
  strengths: 'Key Strengths',
  improvements: 'Improvement Opportunities',
  insight: 'Insight',
  breakdown: 'Score Breakdown',
} as const;

export function writeReport(analysis: CredibilityAnalysis): string {
  const { dimensions: d } = analysis;
  const lines = [
    'PR Credibility Report',
    '',
    `${REPORT_LABELS.overall}: ${analysis.overall}/${OVERALL_MAX}`,
    `${REPORT_LABELS.clarity}: ${d.clarity.score}/${DIMENSION_MAX}`,
    `${REPORT_LABELS.proof}: ${d.proof.score}/${DIMENSION_MAX}`,
    `${REPORT_LABELS.tone}: ${d.tone.score}/${DIMENSION_MAX}`,
    `${REPORT_LABELS.investor}: ${d.investor.score}/${DIMENSION_MAX}`,
    '',
    `${REPORT_LABELS.strengths}:`,
    ...analysis.strengths.map((s) => `- ${s}`),
    '',
    `${REPORT_LABELS.improvements}:`,
    ...analysis.improvements.map((s) => `- ${s}`),
    '',
    `${REPORT_LABELS.insight}: ${analysis.insight}`,
    '',
    // The points behind each score, so a stored report can be audited signal by signal.
    `${REPORT_LABELS.breakdown}:`,
    ...Object.values(d).map(
      (dim) => `* ${dim.key}: ${dim.signals.map((s) => `${s.label} ${s.earned}/${s.max}`).join('; ')}`,
    ),
  ];
  return `${lines.join('\n')}\n`;
}
