/**
 * Media tone (deductive, from full marks) and investor appeal of a release in Vietnamese, Chinese,
 * Korean or Japanese, from the market's own vocabulary (lib/pr-checker/languages).
 */
import type { Finding, FindingValue, Signal } from '../types';
import { snippet } from './clarity-proof';
import type { LocalDoc } from './doc';
import { distinct } from './match';

const f = (key: string, values?: Record<string, FindingValue>): Finding => ({ key, values });
const text = (items: string[]): FindingValue => ({ text: items });

function deduction(id: string, max: number, lost: number, improvement: Finding): Signal {
  const taken = Math.min(max, lost);
  return { id, dimension: 'tone', label: id, earned: max - taken, max, improvementFinding: taken ? improvement : undefined };
}

function countExclamations(text: string): number {
  let count = 0;
  for (const char of text) if (char === '!') count++;
  return count;
}

export function localTone(doc: LocalDoc): Signal[] {
  const { rules, match } = doc;
  const whole = `${doc.headline ?? ''}\n${doc.factText}`;
  const strong = match.find(whole, rules.hype.strong);
  const mild = match.find(doc.ownVoice, rules.hype.mild);
  const hypeLost = 2 * strong.length + Math.max(0, mild.length - 1);
  const claims = match.find(doc.ownVoice, rules.claims);
  const flags = match.find(whole, rules.redFlags);
  const selling = match.find(doc.ownVoice, rules.selling);
  const exclamations = countExclamations(doc.ownVoice);
  const language = { ref: `languages.${doc.locale}` };
  return [
    deduction('tone.hype', 10, hypeLost, f('hype', { count: strong.length + mild.length, examples: text(distinct([...strong, ...mild])), language })),
    deduction('tone.exclamations', 5, exclamations, f('exclamations', { count: exclamations })),
    deduction('tone.person', 4, 2 * selling.length, f('selling', { examples: text(distinct(selling, 3)) })),
    deduction('tone.claims', 6, 2 * claims.length, f('claims', { examples: text(distinct(claims)) })),
    deduction('tone.red-flags', 10, 3 * flags.length, f('redFlags', { examples: text(distinct(flags)) })),
  ];
}

function investor(id: string, earned: number, max: number, strength?: Finding, improvement?: Finding): Signal {
  return { id, dimension: 'investor', label: id, earned: Math.min(max, earned), max, strengthFinding: strength, improvementFinding: improvement };
}

function tractionSignal(doc: LocalDoc): Signal {
  const withData = doc.sentences.filter((s) => doc.match.has(s, doc.rules.traction) && doc.dataPoints.some((d) => s.normalize('NFKC').includes(d.split(' ')[0])));
  const earned = Math.min(7, 3 * withData.length);
  if (earned >= 6) return investor('investor.traction', earned, 7, f('traction.good', { sentence: text([snippet(withData[0])]) }));
  return investor('investor.traction', earned, 7, undefined, f('traction.more'));
}

function fundingSignal(doc: LocalDoc): Signal {
  const { rules, match } = doc;
  if (!match.has(doc.ownVoice, rules.funding)) return investor('investor.funding', 0, 5);
  const backers = match.has(doc.ownVoice, rules.thirdPartyCues);
  const amount = doc.dataPoints.length > 0;
  if (backers && amount) return investor('investor.funding', 5, 5, f('funding.good'));
  return investor('investor.funding', 3, 5, undefined, f('funding.backers'));
}

export function localInvestor(doc: LocalDoc): Signal[] {
  const { rules, match } = doc;
  const facts = doc.factText;
  const market = match.has(facts, rules.market);
  const teamHits = distinct(match.find(facts, rules.team)).length;
  const regulators = distinct(match.find(facts, rules.regulators), 2);
  const compliance = match.has(facts, rules.compliance);
  const useOfFunds = match.has(facts, rules.useOfFunds);
  const plans = match.has(facts, rules.plans);
  const complianceEarned = regulators.length ? 4 : compliance ? 2 : 0;
  return [
    tractionSignal(doc),
    fundingSignal(doc),
    investor('investor.market', market ? 3 : 0, 3, undefined, market ? undefined : f('market.none')),
    investor('investor.team', Math.min(4, 2 * teamHits), 4, undefined, teamHits >= 2 ? undefined : f('team.none')),
    investor(
      'investor.compliance',
      complianceEarned,
      4,
      regulators.length ? f('compliance.good', { regulators: text(regulators) }) : undefined,
      regulators.length ? undefined : f('compliance.none', { regulators: text(rules.regulators.slice(0, 2)) }),
    ),
    investor('investor.use-of-funds', useOfFunds ? 3 : plans ? 2 : 0, 3, undefined, useOfFunds || plans ? undefined : f('plans.none')),
  ];
}
