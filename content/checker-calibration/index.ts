/**
 * The checker's calibration set: press releases we wrote for fictional companies, from excellent to
 * poor, each with the overall score range an experienced PR editor would give it. The order of the
 * list is the editorial ranking; the unit test holds the engine to it (Spearman ≥ 0.9) and to each
 * range. Texts live beside this file as `<slug>.txt`.
 */
export type CalibrationEntry = {
  slug: string;
  sector: 'web3' | 'fintech' | 'tech';
  /** What makes it good or bad, for whoever edits the set. */
  note: string;
  expected: { min: number; max: number };
};

export const calibrationSet: CalibrationEntry[] = [
  {
    slug: 'lumora-labs-series-a',
    sector: 'fintech',
    note: 'Model funding release: dateline, four-W lead, traction, two named quotes, lead investor, MAS licence, market size, use of funds, boilerplate and contact.',
    expected: { min: 88, max: 100 },
  },
  {
    slug: 'veritas-chain-sfc-licence',
    sector: 'web3',
    note: 'Regulatory milestone with numbers, customer quote, trustee and auditor named; not a funding story, so lighter on investor facts.',
    expected: { min: 82, max: 96 },
  },
  {
    slug: 'halong-pay-tourist-qr',
    sector: 'fintech',
    note: 'Strong launch with pilot data, bank partner and regulator; no funding, no market size.',
    expected: { min: 76, max: 92 },
  },
  {
    slug: 'orbit-ledger-mainnet',
    sector: 'web3',
    note: 'Clean, factual mainnet launch with a named CTO quote; few outside names, no market or compliance facts, no contact.',
    expected: { min: 64, max: 80 },
  },
  {
    slug: 'sentra-ai-bank-partnership',
    sector: 'tech',
    note: 'Well structured partnership news with trial results, but thin boilerplate and a stray buzzword paragraph.',
    expected: { min: 60, max: 76 },
  },
  {
    slug: 'kirafi-seed',
    sector: 'fintech',
    note: 'Funding basics are there, but no date, slogan quotes, an unsupported "best" claim and a vague use of funds.',
    expected: { min: 56, max: 72 },
  },
  {
    slug: 'kaya-chain-bintang-games',
    sector: 'web3',
    note: 'Proper dateline and partner, but one number, an empty enthusiastic quote and no boilerplate.',
    expected: { min: 48, max: 64 },
  },
  {
    slug: 'rivertrust-cfo-appointment',
    sector: 'fintech',
    note: 'Readable appointment notice with the hire\'s track record, but no dateline, no figures beyond tenure and almost no company facts.',
    expected: { min: 42, max: 58 },
  },
  {
    slug: 'nomad-wallet-update',
    sector: 'web3',
    note: 'Feature list in the first and second person, an anonymous quote, no numbers that matter.',
    expected: { min: 32, max: 48 },
  },
  {
    slug: 'pixel-harbor-nft',
    sector: 'web3',
    note: '"World\'s first" and "only" claims, hype, a quote from "the team", no facts.',
    expected: { min: 28, max: 44 },
  },
  {
    slug: 'brightmind-ai-platform',
    sector: 'tech',
    note: 'Third person but nothing but buzzwords: no number, name, quote or date.',
    expected: { min: 24, max: 40 },
  },
  {
    slug: 'zenx-exchange-listing',
    sector: 'web3',
    note: 'A community post, not a release: "we", exclamation marks, hype and a call to join Telegram.',
    expected: { min: 16, max: 32 },
  },
  {
    slug: 'moonvault-token',
    sector: 'web3',
    note: 'Token promotion promising guaranteed 100x returns in capitals: unpublishable and a compliance risk.',
    expected: { min: 6, max: 24 },
  },
  {
    slug: 'cryptomoonx-wall',
    sector: 'web3',
    note: 'One wall of hype and price talk with no headline or structure.',
    expected: { min: 0, max: 15 },
  },
];
