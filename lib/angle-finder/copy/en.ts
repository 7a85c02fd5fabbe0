import type { AngleCopyBook, ImpactAudience } from './types';

function audienceList(audiences: readonly ImpactAudience[]): string {
  const names = audiences.map((a) => a.toLowerCase());
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

export const en: AngleCopyBook = {
  'Investor Trust': {
    headline: (company, description) => `Why Backers Are Betting on ${company}: ${description}`,
    explanation: (company) =>
      `Funding news is only a story when it reads as validation rather than a price tag: lead with who invested in ${company}, the traction that convinced them and what the capital unlocks next. It suits finance and deal desks such as DealStreetAsia, The Business Times and Bloomberg's Asia funding coverage, plus the VC newsletters your next investors already read.`,
  },
  'Tech Insight': {
    headline: (company, description) => `Under the Hood at ${company}: ${description}`,
    explanation: (company) =>
      `Technology editors skip launch announcements but cover how a hard problem was solved: explain the architecture choice ${company} made, the trade-off it accepted and one number that proves it works. It suits tech and product desks such as Tech in Asia, e27, TechCrunch and, for on-chain products, The Block and CoinDesk's tech pages.`,
  },
  'Founder Narrative': {
    headline: (company, description) => `The Founder Story Behind ${company}: ${description}`,
    explanation: (company) =>
      `Investors back people before products, and a founder's earned insight (the job, the market gap or the failure that led to ${company}) gives a journalist a human lead instead of a feature list. It suits profile and interview formats: founder Q&As on e27 and KrASIA, startup podcasts, and the people pages of business dailies.`,
  },
  'Global from Asia': {
    headline: (company, description) => `Built in Asia for a Global Market: ${company} — ${description}`,
    explanation: (company) =>
      `International editors look for Asian companies that explain a region their readers misunderstand: position ${company} as proof of what Singapore, Vietnam or Southeast Asia does first, and back it with regional numbers. It suits global business and regional desks such as Nikkei Asia, Rest of World, CNBC Asia and Reuters' Asia technology coverage.`,
  },
  'Market Trend': {
    headline: (company, description) => `What ${company} Reveals About Where the Market Is Heading: ${description}`,
    explanation: (company) =>
      `A trend piece lets journalists quote ${company} as an expert rather than advertise it: pair your announcement with a data point about the wider shift (adoption, regulation or spending) and a clear view on what happens next. It suits analysis and opinion slots in Fintech News Asia, Forbes Asia contributor pieces, industry reports and trade newsletters.`,
  },
  'Culture & Impact': {
    headline: (company, description) => `Real-World Impact at ${company}: ${description}`,
    explanation: (company, reached) =>
      `${reached.length ? `For ${audienceList(reached)}, ` : ''}concrete outcomes beat claims: show the merchant, user or community whose day ${company} changed, and the safeguards that protect them. It suits lifestyle and consumer sections, local-language media in the markets you serve, ESG and financial-inclusion coverage, and the policy pages regulators read.`,
  },
};
