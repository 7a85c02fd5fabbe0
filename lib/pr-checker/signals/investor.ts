/** Investor appeal: traction, funding and backers, market, team, compliance, what comes next. */
import { docDataPoints, findDataPoints, findThirdParties, listOf, quoteText } from '../facts';
import {
  BOARD,
  COMPLIANCE_WORD,
  EXPERIENCE,
  FORWARD_PLAN,
  FUNDING_ROUND,
  MARKET_CONTEXT,
  MARKET_TERM,
  MONEY,
  PERSON_TITLE,
  REGULATOR,
  TRACTION_TERM,
  USE_OF_FUNDS,
} from '../lexicon';
import type { PressReleaseDoc } from '../text';
import type { Signal } from '../types';

const signal = (s: Omit<Signal, 'dimension'>): Signal => ({ ...s, dimension: 'investor' });

const TRACTION_COUNT =
  /\b(?:users|customers|merchants|clients|transactions|downloads|installs|wallets|accounts|subscribers|members|businesses|companies|sellers|borrowers|loans|payments|transfers|bookings|developers|applications|apps|institutions|asset managers|banks|partners|stores|outlets|players|gamers|visitors|viewers|readers|creators|traders|patients|riders|orders)\b/i;
const NEAR = 28;

/**
 * Figures that measure the company's own traction: counts of users, customers or transactions, and
 * amounts or rates right next to a traction word ("processed US$740 million", "grew 38%"). A
 * figure followed by a round ("US$18 million Series A") is funding, not traction.
 */
function tractionMetrics(doc: PressReleaseDoc): string[] {
  const text = doc.factText;
  const metrics: string[] = [];
  for (const point of docDataPoints(doc)) {
    const after = text.slice(point.end, point.end + NEAR);
    if (FUNDING_ROUND.test(after.slice(0, 20))) continue;
    const isCount = /^\d/.test(point.text) && TRACTION_COUNT.test(point.text);
    const near = `${text.slice(Math.max(0, point.start - NEAR), point.start)} ${after}`;
    TRACTION_TERM.lastIndex = 0;
    if (isCount || TRACTION_TERM.test(near)) metrics.push(point.text);
  }
  TRACTION_TERM.lastIndex = 0;
  return metrics;
}

export function tractionSignal(doc: PressReleaseDoc): Signal {
  const max = 6;
  const metrics = tractionMetrics(doc);
  const n = metrics.length;
  const earned = n === 0 ? 0 : n === 1 ? 3 : n === 2 ? 5 : 6;
  const examples = listOf(metrics.slice(0, 3).map((t) => `“${t}”`));
  return signal({
    id: 'investor.traction',
    label: 'Traction metrics',
    earned,
    max,
    strength: n >= 2 ? `Shows traction in numbers investors compare: ${examples}.` : undefined,
    improvement:
      n === 0
        ? 'No traction metrics: give users, customers, transaction volume, revenue or growth with figures and a time frame.'
        : n < 3
          ? `Traction rests on ${examples}: add another metric with a time frame (growth rate, revenue, retention or volume).`
          : undefined,
  });
}

export function fundingSignal(doc: PressReleaseDoc): Signal {
  const max = 5;
  const sentences = doc.factSentences;
  const roundSentence = sentences.find((s) => FUNDING_ROUND.test(s));
  const round = roundSentence ? FUNDING_ROUND.exec(roundSentence)?.[0] : undefined;
  const amount = sentences.filter((s) => FUNDING_ROUND.test(s)).flatMap((s) => s.match(MONEY) ?? [])[0];
  const investors = findThirdParties(doc).filter((p) => p.role === 'investor');
  const earned = (round ? 2 : 0) + (round && amount ? 1 : 0) + (investors.length ? 2 : 0);
  const missing: string[] = [];
  if (!round) missing.push('the round (seed, Series A, strategic)');
  if (!amount) missing.push('the amount');
  if (!investors.length) missing.push('the lead investor by name');
  return signal({
    id: 'investor.funding',
    label: 'Funding and investors',
    earned,
    max,
    strength:
      earned === max
        ? `The funding facts are complete: the round (“${round}”), the amount (“${amount}”) and ${listOf(investors.slice(0, 2).map((p) => p.name))} as investor${investors.length === 1 ? '' : 's'}.`
        : undefined,
    improvement:
      earned === 0
        ? 'No funding or backers mentioned: if the company has raised, state the round, the amount and the lead investor; if not, name revenue or who backs it.'
        : missing.length
          ? `The funding news leaves out ${listOf(missing)}.`
          : undefined,
  });
}

export function marketSignal(doc: PressReleaseDoc): Signal {
  const max = 4;
  const sentences = doc.factSentences;
  const sized = sentences.find((s) => MARKET_TERM.test(s) && findDataPoints(s).some((d) => /[$€£¥%]|billion|million|trillion|USD|SGD/i.test(d.text)));
  const framed = sentences.find((s) => MARKET_CONTEXT.test(s));
  const earned = sized ? 4 : framed ? 2 : 0;
  return signal({
    id: 'investor.market',
    label: 'Market opportunity',
    earned,
    max,
    strength: sized ? `Sizes the opportunity: ${quoteText(sized, 80)}.` : undefined,
    improvement: sized
      ? undefined
      : framed
        ? `The market is described (${quoteText(framed, 50)}) but not sized: add one sourced figure, e.g. “Southeast Asia's US$X billion cross-border payments market (source, year)”.`
        : 'No market context: add the size or growth of the market the company serves, with a source.',
  });
}

export function teamSignal(doc: PressReleaseDoc): Signal {
  const max = 4;
  const text = doc.factText;
  const title = PERSON_TITLE.exec(text)?.[0];
  const experience = EXPERIENCE.exec(text)?.[0];
  const board = BOARD.exec(text)?.[0];
  const earned = (title ? 2 : 0) + (experience ? 1 : 0) + (board ? 1 : 0);
  const present = [title && `a named ${title}`, experience && `track record (“${experience}”)`, board && `board or advisers (“${board}”)`].filter(
    (x): x is string => Boolean(x),
  );
  const missing: string[] = [];
  if (!title) missing.push('the founders or executives with their titles');
  if (!experience) missing.push('their track record (former roles, years in the industry)');
  if (!board) missing.push('notable board members or advisers');
  return signal({
    id: 'investor.team',
    label: 'Team and board',
    earned,
    max,
    strength: earned >= 3 ? `Introduces the team: ${listOf(present)}.` : undefined,
    improvement: missing.length ? `Investors back people: add ${listOf(missing)}.` : undefined,
  });
}

export function complianceSignal(doc: PressReleaseDoc): Signal {
  const max = 3;
  const regulator = doc.factText.match(REGULATOR)?.[0];
  const word = COMPLIANCE_WORD.exec(doc.factText)?.[0];
  const earned = regulator ? 3 : word ? 2 : 0;
  return signal({
    id: 'investor.compliance',
    label: 'Compliance',
    earned,
    max,
    strength: regulator ? `Names the regulator (${regulator}), which investors and exchanges check first.` : undefined,
    improvement: regulator
      ? undefined
      : word
        ? `Compliance is mentioned (“${word}”) without a regulator: name the licence and who issued it (e.g. a Major Payment Institution licence from the Monetary Authority of Singapore).`
        : 'Nothing on licences, regulators or audits: in fintech and Web3 state the licence status or the security audit and who performed it.',
  });
}

export function fundsUseSignal(doc: PressReleaseDoc): Signal {
  const max = 3;
  const sentences = doc.factSentences;
  const funds = sentences.find((s) => USE_OF_FUNDS.test(s));
  const plan = sentences.find((s) => FORWARD_PLAN.test(s));
  const earned = funds ? 3 : plan ? 2 : 0;
  return signal({
    id: 'investor.use-of-funds',
    label: 'What the money is for',
    earned,
    max,
    strength: funds ? `Says what the money is for: ${quoteText(funds, 80)}.` : undefined,
    improvement: funds
      ? undefined
      : plan
        ? `A plan is mentioned (${quoteText(plan, 50)}) but not what the capital pays for: say how the funds will be used, with markets, hires or dates.`
        : 'Nothing on what comes next: say what the funds or the launch will be used for, with markets, hires or dates.',
  });
}

export function investorSignals(doc: PressReleaseDoc): Signal[] {
  return [tractionSignal(doc), fundingSignal(doc), marketSignal(doc), teamSignal(doc), complianceSignal(doc), fundsUseSignal(doc)];
}
