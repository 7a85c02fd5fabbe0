/** The three PR modes shown on the home page (spec section 2). */
export type PrMode = { id: 'launch' | 'investor' | 'crisis'; title: string; timeline: string; summary: string; bullets: string[] };

export const prModes: PrMode[] = [
  {
    id: 'launch',
    title: 'Launch PR',
    timeline: '7-14 days',
    summary: 'Announce a product, mainnet, token or market entry with coverage that lands on launch day.',
    bullets: ['Launch narrative and press kit', 'Tier-1 placements timed to your launch', 'Syndication across 450+ news sites'],
  },
  {
    id: 'investor',
    title: 'Investor PR',
    timeline: 'Ongoing',
    summary: 'Keep investors, partners and analysts informed with a steady, credible news flow.',
    bullets: ['Funding and milestone announcements', 'Founder profiles and thought leadership', 'Monthly coverage reports'],
  },
  {
    id: 'crisis',
    title: 'Crisis PR',
    timeline: '24-48 hours',
    summary: 'Respond fast and factually when an exploit, outage or rumour puts your reputation at risk.',
    bullets: ['Holding statement within hours', 'Fact-based response release', 'Media monitoring and follow-up'],
  },
];
