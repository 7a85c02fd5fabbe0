/**
 * The Angle Finder's rules (docs/behaviour.md#angle-finder), run in the browser with no network calls: each rule
 * adds one angle in a fixed order and the first five are shown.
 */
import {
  MAX_ANGLES,
  type AngleCategory,
  type AngleIcon,
  type AngleInput,
  type AngleResult,
  type Audience,
} from './options';
import { trimEndChars } from '@/lib/text/linear';

const MAX_DESCRIPTION_IN_HEADLINE = 110;

/** The description as a headline tail: one line, no closing full stop, cut at a word if long. */
export function headlineDescription(description: string): string {
  const oneLine = trimEndChars(description.replace(/\s+/g, ' ').trim(), '.!?;:,');
  if (oneLine.length <= MAX_DESCRIPTION_IN_HEADLINE) return oneLine;
  const cut = oneLine.slice(0, MAX_DESCRIPTION_IN_HEADLINE);
  const lastSpace = cut.lastIndexOf(' ');
  return `${trimEndChars(lastSpace > 40 ? cut.slice(0, lastSpace) : cut, '.,;:–—-')}…`;
}

function audienceList(audiences: readonly Audience[]): string {
  const names = audiences.map((a) => a.toLowerCase());
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

type AngleTemplate = {
  category: AngleCategory;
  icon: AngleIcon;
  headline: (company: string, description: string) => string;
  explanation: (input: AngleInput) => string;
};

const investorTrust: AngleTemplate = {
  category: 'Investor Trust',
  icon: 'shield-check',
  headline: (company, description) => `Why Backers Are Betting on ${company}: ${description}`,
  explanation: ({ companyName }) =>
    `Funding news is only a story when it reads as validation rather than a price tag: lead with who invested in ${companyName}, the traction that convinced them and what the capital unlocks next. It suits finance and deal desks such as DealStreetAsia, The Business Times and Bloomberg's Asia funding coverage, plus the VC newsletters your next investors already read.`,
};

const techInsight: AngleTemplate = {
  category: 'Tech Insight',
  icon: 'cpu',
  headline: (company, description) => `Under the Hood at ${company}: ${description}`,
  explanation: ({ companyName }) =>
    `Technology editors skip launch announcements but cover how a hard problem was solved: explain the architecture choice ${companyName} made, the trade-off it accepted and one number that proves it works. It suits tech and product desks such as Tech in Asia, e27, TechCrunch and, for on-chain products, The Block and CoinDesk's tech pages.`,
};

const founderNarrative: AngleTemplate = {
  category: 'Founder Narrative',
  icon: 'user',
  headline: (company, description) => `The Founder Story Behind ${company}: ${description}`,
  explanation: ({ companyName }) =>
    `Investors back people before products, and a founder's earned insight (the job, the market gap or the failure that led to ${companyName}) gives a journalist a human lead instead of a feature list. It suits profile and interview formats: founder Q&As on e27 and KrASIA, startup podcasts, and the people pages of business dailies.`,
};

const globalFromAsia: AngleTemplate = {
  category: 'Global from Asia',
  icon: 'globe',
  headline: (company, description) => `Built in Asia for a Global Market: ${company} — ${description}`,
  explanation: ({ companyName }) =>
    `International editors look for Asian companies that explain a region their readers misunderstand: position ${companyName} as proof of what Singapore, Vietnam or Southeast Asia does first, and back it with regional numbers. It suits global business and regional desks such as Nikkei Asia, Rest of World, CNBC Asia and Reuters' Asia technology coverage.`,
};

const marketTrend: AngleTemplate = {
  category: 'Market Trend',
  icon: 'trending-up',
  headline: (company, description) => `What ${company} Reveals About Where the Market Is Heading: ${description}`,
  explanation: ({ companyName }) =>
    `A trend piece lets journalists quote ${companyName} as an expert rather than advertise it: pair your announcement with a data point about the wider shift (adoption, regulation or spending) and a clear view on what happens next. It suits analysis and opinion slots in Fintech News Asia, Forbes Asia contributor pieces, industry reports and trade newsletters.`,
};

const cultureImpact: AngleTemplate = {
  category: 'Culture & Impact',
  icon: 'heart',
  headline: (company, description) => `Real-World Impact at ${company}: ${description}`,
  explanation: ({ companyName, targetAudience }) => {
    const reached = targetAudience.filter((a) => a === 'Customers' || a === 'Regulators');
    return `${reached.length ? `For ${audienceList(reached)}, ` : ''}concrete outcomes beat claims: show the merchant, user or community whose day ${companyName} changed, and the safeguards that protect them. It suits lifestyle and consumer sections, local-language media in the markets you serve, ESG and financial-inclusion coverage, and the policy pages regulators read.`;
  },
};

/** The angles for an input, in rule order, at most five. */
export function generateAngles(input: AngleInput): AngleResult[] {
  const audiences = new Set(input.targetAudience);
  const templates: AngleTemplate[] = [];
  if (input.storyGoal === 'Funding Announcement') templates.push(investorTrust);
  if (input.storyGoal === 'Product Launch') templates.push(techInsight);
  if (audiences.has('Investors')) templates.push(founderNarrative);
  templates.push(globalFromAsia, marketTrend);
  if (audiences.has('Customers') || audiences.has('Regulators')) templates.push(cultureImpact);

  const company = input.companyName.replace(/\s+/g, ' ').trim();
  const description = headlineDescription(input.productDescription);
  return templates.slice(0, MAX_ANGLES).map((t) => ({
    category: t.category,
    icon: t.icon,
    headline: t.headline(company, description),
    explanation: t.explanation({ ...input, companyName: company }),
  }));
}
