/**
 * Everything the checker needs once a reply arrives: the report parser, the gate, the report and
 * the lead they lead to. The island imports this module when an analysis starts, while the reply
 * is on its way, so none of it weighs on the page's first load.
 */
export { parseReport } from '@/lib/pr-checker/parse-report';
export { buildLeadPayload } from '@/lib/pr-checker/lead';
export { ScoreGate } from './score-gate';
export { CredibilityReportView } from './credibility-report';
