/**
 * Facts the proof and investor signals share: data points (numbers with a unit) and named third
 * parties (investors, partners, customers, regulators), plus the quoting helper every message uses.
 */
import { COUNT_OF, MONEY, MULTIPLIER, PERCENT, PLACE_NAME, REGULATOR, THIRD_PARTY_CUES } from './lexicon';
import type { PressReleaseDoc } from './text';
import { trimChars, trimEndChars } from '@/lib/text/linear';

const SNIPPET_MAX = 70;

/** A short, quoted excerpt for a message: “…”. */
export function quoteText(text: string, max = SNIPPET_MAX): string {
  const oneLine = trimChars(text.replace(/\s+/g, ' ').trim(), '"“”‘’\'').trim();
  if (oneLine.length <= max) return `“${oneLine}”`;
  const cut = oneLine.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `“${trimEndChars(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut, ',;:.–—-')}…”`;
}

export function listOf(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export type DataPoint = { text: string; start: number; end: number };

const perDoc = new WeakMap<PressReleaseDoc, { dataPoints?: DataPoint[]; thirdParties?: ThirdParty[] }>();

function memo<K extends 'dataPoints' | 'thirdParties'>(
  doc: PressReleaseDoc,
  key: K,
  compute: () => NonNullable<ReturnType<typeof perDoc.get>>[K],
) {
  let entry = perDoc.get(doc);
  if (!entry) perDoc.set(doc, (entry = {}));
  entry[key] ??= compute();
  return entry[key] as NonNullable<typeof entry[K]>;
}

/** The data points of the story and boilerplate, computed once per document. */
export function docDataPoints(doc: PressReleaseDoc): DataPoint[] {
  return memo(doc, 'dataPoints', () => findDataPoints(doc.factText));
}

/** Numbers a journalist can check: amounts, percentages, multiples and counts of things. */
export function findDataPoints(text: string): DataPoint[] {
  const spans: DataPoint[] = [];
  for (const pattern of [MONEY, PERCENT, MULTIPLIER, COUNT_OF]) {
    for (const m of text.matchAll(pattern)) {
      const value = m[0].trim();
      // A bare currency sign or a lone digit is not a fact.
      if (!/\d/.test(value)) continue;
      spans.push({ text: value, start: m.index, end: m.index + m[0].length });
    }
  }
  spans.sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: DataPoint[] = [];
  for (const span of spans) {
    const last = merged[merged.length - 1];
    if (last && span.start < last.end) {
      if (span.end > last.end) {
        last.end = span.end;
        last.text = text.slice(last.start, last.end).trim();
      }
      continue;
    }
    merged.push({ ...span });
  }
  const seen = new Set<string>();
  return merged.filter((d) => {
    const key = d.text.toLowerCase().replace(/\s+/g, ' ');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

type ThirdPartyRole = 'investor' | 'partner' | 'customer' | 'regulator';
export type ThirdParty = { name: string; role: ThirdPartyRole };

const NAME_TOKEN = /^[\p{Lu}\d][\p{L}\d&'’.-]*$/u;
const NAME_JOINERS = new Set(['of', 'de', 'and', '&', 'for', 'the']);
const NOT_A_PARTY = new Set(['The', 'A', 'An', 'Its', 'Our', 'Their', 'This', 'Leading', 'Several', 'Other']);

/** Capitalised names listed right after a cue: "led by A, with B and C". */
function namesAfter(text: string, from: number): string[] {
  const tail = text.slice(from, from + 240);
  const tokens = tail.split(/(\s+|,|;|\(|\)|\.(?=\s|$))/).filter((t) => t && !/^\s+$/.test(t));
  const names: string[] = [];
  let current: string[] = [];
  const flush = () => {
    while (current.length && NAME_JOINERS.has(current[current.length - 1].toLowerCase())) current.pop();
    if (current.length) names.push(current.join(' '));
    current = [];
  };
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    const next = tokens[i + 1] ?? '';
    if (current.length === 0 && (token === 'the' || NOT_A_PARTY.has(token))) {
      if (token === 'the' || token === 'The') continue;
      break;
    }
    if (NAME_TOKEN.test(token)) {
      current.push(token);
    } else if (current.length && NAME_JOINERS.has(token.toLowerCase()) && token !== 'and' && NAME_TOKEN.test(next)) {
      current.push(token);
    } else if (current.length && (token === ',' || token === 'and') && (NAME_TOKEN.test(next) || next === 'and')) {
      flush();
    } else {
      break;
    }
  }
  flush();
  return names.filter((n) => n.length > 1 && !/^\d+$/.test(n) && !PLACE_NAME.test(n));
}

function initials(name: string): string {
  return name
    .split(' ')
    .filter((w) => /^\p{Lu}/u.test(w))
    .map((w) => w[0])
    .join('');
}

/** Named outside parties, each once, in the order they appear. */
export function findThirdParties(doc: PressReleaseDoc): ThirdParty[] {
  return memo(doc, 'thirdParties', () => collectThirdParties(doc));
}

function collectThirdParties(doc: PressReleaseDoc): ThirdParty[] {
  const text = doc.factText;
  const found: ThirdParty[] = [];
  const seen = new Set<string>();
  const add = (name: string, role: ThirdPartyRole) => {
    const key = name.toLowerCase();
    if (seen.has(key)) return;
    seen.add(key);
    found.push({ name, role });
  };
  for (const { role, cue } of THIRD_PARTY_CUES) {
    for (const m of text.matchAll(cue)) {
      for (const name of namesAfter(text, m.index + m[0].length)) add(name, role);
    }
  }
  for (const m of text.matchAll(REGULATOR)) {
    // "Monetary Authority of Singapore (MAS)" is one regulator, not two.
    const isInitialsOfFound = found.some((p) => p.role === 'regulator' && initials(p.name) === m[0]);
    if (!isInitialsOfFound) add(m[0], 'regulator');
  }
  // "Lumora Labs Vietnam" is the company itself, not an outside party.
  const subject = doc.subject?.toLowerCase();
  return subject ? found.filter((p) => !p.name.toLowerCase().startsWith(subject)) : found;
}
