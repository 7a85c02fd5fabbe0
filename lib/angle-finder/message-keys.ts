/**
 * The message keys (AngleFinder namespace) of the Angle Finder's choices and categories: the values
 * stay the English ids the rules and the tests use, the page shows them in its language.
 */
import type { AngleCategory, Audience, StoryGoal } from './options';

export const GOAL_KEYS = {
  'Product Launch': 'productLaunch',
  'Funding Announcement': 'fundingAnnouncement',
  Partnership: 'partnership',
  'Founder Profile': 'founderProfile',
  'Industry Insight': 'industryInsight',
  'Market Expansion': 'marketExpansion',
  'Crisis Response': 'crisisResponse',
  Other: 'other',
} as const satisfies Record<StoryGoal, string>;

export const AUDIENCE_KEYS = {
  Investors: 'investors',
  Journalists: 'journalists',
  Customers: 'customers',
  Regulators: 'regulators',
} as const satisfies Record<Audience, string>;

export const CATEGORY_KEYS = {
  'Investor Trust': 'investorTrust',
  'Tech Insight': 'techInsight',
  'Founder Narrative': 'founderNarrative',
  'Global from Asia': 'globalFromAsia',
  'Market Trend': 'marketTrend',
  'Culture & Impact': 'cultureImpact',
} as const satisfies Record<AngleCategory, string>;
