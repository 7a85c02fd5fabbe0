/** Proof and evidence: data points, attributed quotes, named third parties, verifiable details. */
import { docDataPoints, findThirdParties, listOf, quoteText, type ThirdParty } from '../facts';
import { EMAIL, PERSON_NAME, PERSON_TITLE, PHONE, SPEECH_VERB, URL_OR_SITE, VERIFIABLE_REFERENCE } from '../lexicon';
import type { PressReleaseDoc, Quote } from '../text';
import type { Signal } from '../types';

const signal = (s: Omit<Signal, 'dimension'>): Signal => ({ ...s, dimension: 'proof' });

export function dataPointSignal(doc: PressReleaseDoc): Signal {
  const max = 8;
  const points = docDataPoints(doc);
  const n = points.length;
  const earned = n === 0 ? 0 : n === 1 ? 2 : n === 2 ? 4 : n <= 4 ? 6 : 8;
  const examples = points.slice(0, 3).map((p) => `“${p.text}”`);
  return signal({
    id: 'proof.data',
    label: 'Data points',
    earned,
    max,
    strength: n >= 3 ? `${n} concrete data points back the story, such as ${listOf(examples)}.` : undefined,
    improvement:
      n === 0
        ? 'There is not a single number: add figures a journalist can check (users, transaction volume, growth rate, amount raised).'
        : n < 5
          ? `Only ${n} data point${n === 1 ? '' : 's'} (${listOf(examples)}): add more checkable figures such as users, volumes, growth or amounts; five or more make a story.`
          : undefined,
  });
}

function isAttributed(context: string): boolean {
  return SPEECH_VERB.test(context) && (PERSON_NAME.test(context) || PERSON_TITLE.test(context));
}

/**
 * The quotes grouped by their paragraph, each paragraph checked for a speaker once: a paragraph of
 * hundreds of short quotations must not be scanned once per quotation (quadratic in the text).
 */
function byAttribution(quotes: Quote[]): { attributed: Quote[]; unattributed: Quote[] } {
  const verdicts = new Map<string, boolean>();
  const attributed: Quote[] = [];
  const unattributed: Quote[] = [];
  for (const quote of quotes) {
    let verdict = verdicts.get(quote.context);
    if (verdict === undefined) {
      verdict = isAttributed(quote.context);
      verdicts.set(quote.context, verdict);
      // Several quotations in one paragraph are one speaker's statement, so they count once.
      if (verdict) attributed.push(quote);
    }
    if (!verdict) unattributed.push(quote);
  }
  return { attributed, unattributed };
}

export function quoteSignal(doc: PressReleaseDoc): Signal {
  const max = 6;
  const { attributed, unattributed } = byAttribution(doc.quotes);
  const n = attributed.length;
  const earned = n >= 2 ? 6 : n === 1 ? 4 : doc.quotes.length ? 1 : 0;
  let improvement: string | undefined;
  if (unattributed.length) {
    improvement = `The quote ${quoteText(unattributed[0].text, 50)} has no named speaker: attribute it (“said Mai Tran, CEO of …”).`;
  } else if (n === 0) {
    improvement = 'No quotes: add one from a named executive with their title that gives a reason or a view, not a slogan.';
  } else if (n === 1) {
    improvement = 'Only one attributed quote: add a second from an investor, partner or customer to show validation from outside the company.';
  }
  return signal({
    id: 'proof.quotes',
    label: 'Attributed quotes',
    earned,
    max,
    strength: n >= 1 ? `${n} attributed quote${n === 1 ? '' : 's'}, e.g. ${quoteText(attributed[0].text, 60)}, give journalists a named source.` : undefined,
    improvement,
  });
}

const ROLE_LABEL: Record<ThirdParty['role'], string> = {
  investor: 'investor',
  partner: 'partner',
  customer: 'customer',
  regulator: 'regulator',
};

export function thirdPartySignal(doc: PressReleaseDoc): Signal {
  const max = 6;
  const parties = findThirdParties(doc);
  const n = parties.length;
  const earned = n === 0 ? 0 : n === 1 ? 3 : n === 2 ? 5 : 6;
  const named = parties.slice(0, 3).map((p) => `${p.name} (${ROLE_LABEL[p.role]})`);
  return signal({
    id: 'proof.third-parties',
    label: 'Named third parties',
    earned,
    max,
    strength: n >= 2 ? `Names outside parties a journalist can call: ${listOf(named)}.` : undefined,
    improvement:
      n === 0
        ? 'No named investors, partners, customers or regulators: name who backs, uses or licenses the company, since outside names make claims checkable.'
        : n < 3
          ? `Only ${listOf(named)} named from outside the company: add the customers, partners or investors behind the claims.`
          : undefined,
  });
}

export function verifiableSignal(doc: PressReleaseDoc): Signal {
  const max = 5;
  const all = [doc.factText, ...doc.contact].join('\n');
  const hasAbout = doc.about.length > 0;
  const hasSite = URL_OR_SITE.test(all);
  const hasContact = EMAIL.test(all) || PHONE.test(doc.contact.join('\n'));
  const reference = VERIFIABLE_REFERENCE.exec(doc.factText)?.[0];
  const earned = (hasAbout ? 2 : 0) + (hasSite ? 1 : 0) + (hasContact ? 1 : 0) + (reference ? 1 : 0);
  const present: string[] = [];
  if (hasAbout) present.push(`an ${quoteText(doc.about[0].split(/[.:\n]/)[0], 40)} boilerplate`);
  if (hasSite) present.push('a website');
  if (hasContact) present.push('a media contact');
  if (reference) present.push(`a checkable reference (“${reference}”)`);
  const missing: string[] = [];
  if (!hasAbout) missing.push('an “About” paragraph (what the company does, founded when, where, key numbers)');
  if (!hasSite) missing.push('the website');
  if (!hasContact) missing.push('a media contact with email');
  if (!reference) missing.push('one checkable reference such as the founding year, licence number or auditor');
  return signal({
    id: 'proof.verifiable',
    label: 'Verifiable details',
    earned,
    max,
    strength: earned >= 4 ? `Easy to verify: ${listOf(present)}.` : undefined,
    improvement: missing.length ? `Add ${listOf(missing)}.` : undefined,
  });
}

export function proofSignals(doc: PressReleaseDoc): Signal[] {
  return [dataPointSignal(doc), quoteSignal(doc), thirdPartySignal(doc), verifiableSignal(doc)];
}
