/** The four dimensions as the page names and explains them. */
export const CHECKER_DIMENSIONS = [
  {
    key: 'clarityScore',
    label: 'Clarity & Structure',
    description: 'Headline, dateline, a lead that answers who, what, when and where, paragraph and sentence length, readability.',
  },
  {
    key: 'proofScore',
    label: 'Proof & Evidence',
    description: 'Data points, attributed quotes, named investors, partners, customers or regulators, and verifiable details.',
  },
  {
    key: 'mediaToneScore',
    label: 'Media Tone & Authenticity',
    description: 'Hype and superlatives, exclamation marks, capitals, first-person selling, unsupported claims and crypto red flags.',
  },
  {
    key: 'investorAppealScore',
    label: 'Investor Appeal',
    description: 'Traction metrics, funding and investors, market size, team and board, compliance, and what the money is for.',
  },
] as const;
