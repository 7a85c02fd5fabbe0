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
};

export type DimensionResult = {
  key: DimensionKey;
  score: number;
  signals: Signal[];
};

export type CredibilityAnalysis = {
  dimensions: Record<DimensionKey, DimensionResult>;
  overall: number;
  strengths: string[];
  improvements: string[];
  insight: string;
};
