/**
 * Clarity and proof of a release in Vietnamese, Chinese, Korean or Japanese, by the market's own
 * conventions (docs/behaviour.md#scoring-by-language). Points mirror the English signals so the
 * four dimensions mean the same on every page.
 */
import type { Finding, FindingValue, Signal } from '../types';
import { lengthIn, type LocalDoc } from './doc';
import { distinct } from './match';

type Dimension = Signal['dimension'];
const make = (dimension: Dimension, id: string, earned: number, max: number, strength?: Finding, improvement?: Finding): Signal => ({
  id,
  dimension,
  label: id,
  earned: Math.max(0, Math.min(max, earned)),
  max,
  strengthFinding: strength,
  improvementFinding: improvement,
});
const f = (key: string, values?: Record<string, FindingValue>): Finding => ({ key, values });
const text = (...items: string[]): FindingValue => ({ text: items });
const unit = (doc: LocalDoc): FindingValue => ({ ref: `units.${doc.rules.lengthUnit}` });
const language = (doc: LocalDoc): FindingValue => ({ ref: `languages.${doc.locale}` });

export function snippet(value: string, max = 40): string {
  const flat = value.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max)}…`;
}

function headlineSignal(doc: LocalDoc): Signal {
  const { min, max } = doc.rules.headline;
  if (!doc.headline) return make('clarity', 'clarity.headline', 0, 6, undefined, f('headline.missing', { min, max, unit: unit(doc) }));
  const length = lengthIn(doc.rules, doc.headline);
  const values = { length, min, max, unit: unit(doc), language: language(doc) };
  if (length > max) return make('clarity', 'clarity.headline', 3, 6, undefined, f('headline.long', values));
  if (length < min) return make('clarity', 'clarity.headline', 3, 6, undefined, f('headline.short', values));
  return make('clarity', 'clarity.headline', 6, 6, f('headline.good', values));
}

const DATE_CJK = /\d{4}\s?[年년]\s?\d{1,2}\s?[月월]\s?\d{1,2}\s?[日일]/;
const DATE_VI = /ngày \d{1,2} tháng \d{1,2} năm \d{4}|\d{1,2}\/\d{1,2}\/\d{4}/i;
/** How far into the lead a dateline's date may start: past the place, never deep in the sentence. */
const DATELINE_DATE_WITHIN = 40;
/** What closes the place of a dateline: 【東京】, [서울=뉴스와이어], 新加坡，, TP. HỒ CHÍ MINH, */
const PLACE_CLOSERS = '】]）),，、';

/** A place, then the date: "株式会社ソラは2026年…" dates the sentence, it is no dateline. */
function isDatelinePlace(before: string): boolean {
  const place = before.trim();
  return place.length > 0 && /\p{L}/u.test(place) && PLACE_CLOSERS.includes(place[place.length - 1]);
}

const DATELINE_EXAMPLE: Record<LocalDoc['locale'], string> = {
  ja: '【東京】2026年11月20日 ―',
  zh: '新加坡，2026年11月20日 ——',
  ko: '[서울=뉴스와이어] 2026년 11월 20일 --',
  vi: 'TP. HỒ CHÍ MINH, ngày 20 tháng 11 năm 2026 –',
};

function datelineSignal(doc: LocalDoc): Signal {
  const date = (doc.locale === 'vi' ? DATE_VI : DATE_CJK).exec(doc.lead.slice(0, 200));
  const example = text(DATELINE_EXAMPLE[doc.locale]);
  if (date && date.index <= DATELINE_DATE_WITHIN && isDatelinePlace(doc.lead.slice(0, date.index))) {
    const opening = doc.lead.slice(0, date.index + date[0].length);
    return make('clarity', 'clarity.dateline', 5, 5, f('dateline.good', { dateline: text(opening), language: language(doc) }));
  }
  if (date) return make('clarity', 'clarity.dateline', 2, 5, undefined, f('dateline.buried', { date: text(date[0]), example }));
  return make('clarity', 'clarity.dateline', 0, 5, undefined, f('dateline.missing', { example }));
}

function leadSignal(doc: LocalDoc): Signal {
  const lead = doc.lead;
  const verb = doc.match.has(lead, doc.rules.announcementVerbs) ? 3 : 0;
  const when = DATE_CJK.test(lead) || DATE_VI.test(lead) || doc.match.has(lead, doc.rules.when.slice(0, 2)) ? 2 : 0;
  const short = lengthIn(doc.rules, lead) <= doc.rules.paragraphMax ? 1 : 0;
  const earned = verb + when + short;
  const excerpt = text(snippet(lead));
  if (earned >= 5) return make('clarity', 'clarity.lead', earned, 6, f('lead.good', { lead: excerpt }));
  return make('clarity', 'clarity.lead', earned, 6, undefined, f('lead.weak', { lead: excerpt }));
}

function structureSignal(doc: LocalDoc): Signal {
  const longest = Math.max(0, ...doc.story.map((p) => lengthIn(doc.rules, p)));
  const max = doc.rules.paragraphMax;
  const earned = (doc.story.length >= 3 ? 2 : doc.story.length === 2 ? 1 : 0) + (longest <= max ? 2 : 0);
  if (longest > max) return make('clarity', 'clarity.paragraphs', earned, 4, undefined, f('structure.wall', { length: longest, max, unit: unit(doc) }));
  if (doc.story.length < 3) return make('clarity', 'clarity.paragraphs', earned, 4, undefined, f('structure.few'));
  return make('clarity', 'clarity.paragraphs', earned, 4);
}

function sentenceSignal(doc: LocalDoc): Signal {
  if (doc.sentences.length === 0) return make('clarity', 'clarity.sentences', 0, 4, undefined, f('structure.few'));
  const average = Math.round(doc.sentences.reduce((sum, s) => sum + lengthIn(doc.rules, s), 0) / doc.sentences.length);
  const max = doc.rules.sentenceMax;
  if (average > max) return make('clarity', 'clarity.sentences', 2, 4, undefined, f('sentences.long', { average, max, unit: unit(doc), language: language(doc) }));
  return make('clarity', 'clarity.sentences', 4, 4);
}

export const localClarity = (doc: LocalDoc): Signal[] => [headlineSignal(doc), datelineSignal(doc), leadSignal(doc), structureSignal(doc), sentenceSignal(doc)];

function dataSignal(doc: LocalDoc): Signal {
  const count = doc.dataPoints.length;
  const examples = text(...doc.dataPoints.slice(0, 4));
  const earned = Math.min(8, 2 * count);
  if (count >= 4) return make('proof', 'proof.data', earned, 8, f('data.good', { count, examples }));
  if (count === 0) return make('proof', 'proof.data', 0, 8, undefined, f('data.none'));
  return make('proof', 'proof.data', earned, 8, undefined, f('data.few', { count, examples }));
}

function quoteSignal(doc: LocalDoc): Signal {
  const { rules, match } = doc;
  const anonymous = rules.anonymousSpeakers.filter((a) => !rules.titles.includes(a));
  const named = doc.quotes.filter((q) => match.has(q.around, rules.titles) && !match.has(q.around, anonymous));
  if (named.length) {
    return make('proof', 'proof.quotes', Math.min(8, 5 + 3 * (named.length - 1)), 8, f('quotes.named', { quote: text(snippet(named[0].text, 30)) }));
  }
  if (doc.quotes.length) return make('proof', 'proof.quotes', 1, 8, undefined, f('quotes.unnamed', { quote: text(snippet(doc.quotes[0].text, 30)) }));
  return make('proof', 'proof.quotes', 0, 8, undefined, f('quotes.none'));
}

function partiesSignal(doc: LocalDoc): Signal {
  const regulators = distinct(doc.match.find(doc.factText, doc.rules.regulators), 2);
  const cues = distinct(doc.match.find(doc.ownVoice, doc.rules.thirdPartyCues));
  const earned = Math.min(5, 2 * cues.length + 2 * regulators.length);
  if (earned === 0) return make('proof', 'proof.third-parties', 0, 5, undefined, f('parties.none'));
  const sentence = doc.sentences.find((s) => doc.match.has(s, [...doc.rules.thirdPartyCues, ...doc.rules.regulators])) ?? '';
  return make('proof', 'proof.third-parties', earned, 5, earned >= 4 ? f('parties.good', { sentence: text(snippet(sentence)) }) : undefined, earned < 4 ? f('parties.few') : undefined);
}

function verifiableSignal(doc: LocalDoc): Signal {
  const { rules, match } = doc;
  const checks: [string, boolean][] = [
    ['items.boilerplate', doc.about.length > 0],
    ['items.contact', doc.contact.length > 0],
    ['items.reference', match.has([...doc.about, ...doc.contact, doc.factText].join('\n'), rules.verifiable)],
  ];
  const missing = checks.filter(([, ok]) => !ok).map(([key]) => key);
  const earned = 6 - 2 * missing.length;
  if (!missing.length) return make('proof', 'proof.verifiable', earned, 6);
  const heading = text(missing.includes('items.contact') ? rules.contactHeadings[0] : `${rules.aboutHeadings.prefix[0] ?? ''}…${rules.aboutHeadings.suffix[0] ?? ''}`);
  return make('proof', 'proof.verifiable', earned, 6, undefined, f(missing.includes('items.contact') ? 'verifiable.contact' : 'verifiable.missing', { heading, missing: { ref: missing[0] } }));
}

export const localProof = (doc: LocalDoc): Signal[] => [dataSignal(doc), quoteSignal(doc), partiesSignal(doc), verifiableSignal(doc)];
