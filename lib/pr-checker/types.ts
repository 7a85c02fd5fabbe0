/** The four scored dimensions, in the order the report lists them. */
export type DimensionKey = 'clarity' | 'proof' | 'tone' | 'investor';

export const DIMENSION_KEYS: readonly DimensionKey[] = ['clarity', 'proof', 'tone', 'investor'];

export const DIMENSION_MAX = 25;
export const OVERALL_MAX = 100;

/** The report as the page holds it (docs/behaviour.md#pr-credibility-checker). */
export type CredibilityReport = {
  overallScore: number;
  clarityScore: number;
  proofScore: number;
  mediaToneScore: number;
  investorAppealScore: number;
  strengths: string[];
  improvements: string[];
  insight: string;
};

/**
 * A finding as a message of the report catalogue (messages/<locale>/CheckerReport.json) with the
 * concrete things it names: numbers, excerpts of the release (quoted as the page's language
 * quotes) and other catalogue entries such as the name of the release's language.
 */
export type FindingValue = number | { text: string[] } | { ref: string };
export type Finding = { key: string; values?: Record<string, FindingValue> };

/**
 * One measured signal. Points are whole numbers so the breakdown adds up exactly; for the tone
 * dimension `earned` is `max` minus the deduction.
 */
export type Signal = {
  id: string;
  dimension: DimensionKey;
  label: string;
  earned: number;
  max: number;
  /** What the release does well here, naming the concrete thing; set when the signal scored well. */
  strength?: string;
  /** What to change, naming the concrete thing; set when points were lost. */
  improvement?: string;
  /** The same findings as catalogue messages, for a report in any of the site's languages. */
  strengthFinding?: Finding;
  improvementFinding?: Finding;
};

export type DimensionResult = {
  key: DimensionKey;
  score: number;
  signals: Signal[];
};

export type CredibilityAnalysis = {
  /** The language whose rules scored the release (docs/behaviour.md#scoring-by-language). */
  language: 'en' | 'vi' | 'zh' | 'ko' | 'ja';
  dimensions: Record<DimensionKey, DimensionResult>;
  overall: number;
  strengths: string[];
  improvements: string[];
  insight: string;
};
