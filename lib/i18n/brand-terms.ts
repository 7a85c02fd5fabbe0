/**
 * Names written in Latin letters in every language: the brand, its products and packages, and the
 * outlets and companies the site names (docs/glossary/). The one allowlist of the test that finds
 * English left on translated pages (lib/i18n/english-text.ts): a name here is never English text.
 * Relative imports only: the e2e specs read this module outside the Next bundler.
 */
export const brandTerms = [
  'Kairo PR',
  'Kairo Newsroom',
  'PR Studio',
  'PR Credibility Checker',
  'Angle Finder',
  'Digital Journal +',
  'Compact Kit',
  'PR Package',
  'PR Amplifier',
  'Mainstream',
  'ChainBrief',
  'Asia Markets Daily',
  'Fintech Meridian',
  'Mekong Business Review',
  'TechHarbour',
  'Orbit Wire',
  'Google News',
  'Web3',
  'DeFi',
] as const;
