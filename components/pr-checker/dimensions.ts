import type { CredibilityReport } from '@/lib/pr-checker/types';

/** The four dimensions in the order the page lists them; their names and explanations are in Checker.dimensions. */
export const CHECKER_DIMENSIONS = ['clarityScore', 'proofScore', 'mediaToneScore', 'investorAppealScore'] as const satisfies readonly (keyof CredibilityReport)[];
