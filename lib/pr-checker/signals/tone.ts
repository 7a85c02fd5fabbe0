/**
 * Media tone and authenticity. Starts from full marks and deducts for what makes an editor distrust
 * a release: hype, exclamation marks, shouting, first-person selling, unsupported claims and crypto
 * red flags. Each signal's `max` is its deduction cap.
 */
import { listOf, quoteText } from '../facts';
import { ACRONYMS } from '../acronyms';
import { ABSOLUTE_CLAIMS, CLAIM_SOURCE, CRYPTO_RED_FLAGS, FIRST_SECOND_PERSON, MILD_HYPE, STRONG_HYPE } from '../lexicon';
import { matchDateline, splitSentences, type PressReleaseDoc } from '../text';
import type { Signal } from '../types';

const signal = (s: Omit<Signal, 'dimension'>): Signal => ({ ...s, dimension: 'tone' });

function distinct(matches: string[], limit = 4): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const m of matches) {
    const key = m.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(`“${m}”`);
  }
  return out.slice(0, limit);
}

const all = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((m) => m[0]);

export function hypeSignal(doc: PressReleaseDoc): Signal {
  const max = 8;
  const headline = doc.headline ?? '';
  const strong = all(`${headline}\n${doc.factText}`, STRONG_HYPE);
  // Buzzwords inside a quotation are the speaker's; the company's own copy is held to news style.
  const mild = all(`${headline}\n${doc.ownVoice}`, MILD_HYPE);
  const deduction = Math.min(max, 2 * strong.length + Math.max(0, mild.length - 1));
  const examples = distinct([...strong, ...mild]);
  return signal({
    id: 'tone.hype',
    label: 'Hype and superlatives',
    earned: max - deduction,
    max,
    improvement: deduction
      ? `Cut the hype words (${strong.length + mild.length} found: ${listOf(examples)}); editors delete them and start doubting the facts around them.`
      : undefined,
  });
}

export function exclamationSignal(doc: PressReleaseDoc): Signal {
  const max = 4;
  const count = all(`${doc.headline ?? ''}\n${doc.ownVoice}`, /!/g).length;
  const deduction = Math.min(max, count);
  return signal({
    id: 'tone.exclamations',
    label: 'Exclamation marks',
    earned: max - deduction,
    max,
    improvement: count ? `Remove the ${count} exclamation mark${count === 1 ? '' : 's'}: news copy states facts without them.` : undefined,
  });
}

const SHOUTED_SHORT_WORDS = new Set(['NOW', 'NEW', 'BUY', 'WOW', 'HOT', 'TOP', 'BIG', 'WIN', 'ALL', 'GET', 'OUR', 'THE', 'AND', 'YOU', 'FOR', 'ARE', 'NOT', 'OUT', 'ONE', 'JOIN']);

export function capitalsSignal(doc: PressReleaseDoc): Signal {
  const max = 4;
  const first = doc.story[0] ?? '';
  const dateline = matchDateline(first);
  // The dateline's city is capitalised by convention, and so are section headings.
  const story = [dateline ? first.slice(dateline.length) : first, ...doc.story.slice(1)];
  const text = [doc.headline ?? '', ...story, ...doc.about.slice(1)].join('\n');
  const shouted = all(text, /\b[A-Z][A-Z0-9]{2,}\b/g).filter(
    (w) => !ACRONYMS.has(w) && (w.length >= 4 ? /[A-Z]{4}/.test(w) : SHOUTED_SHORT_WORDS.has(w)),
  );
  const deduction = Math.min(max, shouted.length);
  return signal({
    id: 'tone.capitals',
    label: 'Capitals',
    earned: max - deduction,
    max,
    improvement: deduction ? `Drop the capitals (${listOf(distinct(shouted))}): words in capitals read as shouting.` : undefined,
  });
}

export function personSignal(doc: PressReleaseDoc): Signal {
  const max = 5;
  const uses = all(doc.ownVoice, FIRST_SECOND_PERSON).filter((w) => w !== 'US');
  const n = uses.length;
  const deduction = n === 0 ? 0 : n <= 2 ? 1 : n <= 5 ? 3 : 5;
  return signal({
    id: 'tone.person',
    label: 'Third-person voice',
    earned: max - deduction,
    max,
    improvement: n
      ? `Write in the third person: ${listOf(distinct(uses, 3))} appear${n === 1 ? 's' : ''} ${n} time${n === 1 ? '' : 's'} outside quotes; use the company's name, and keep “we” for quoted speakers.`
      : undefined,
  });
}

export function claimSignal(doc: PressReleaseDoc): Signal {
  const max = 6;
  const sentences = [doc.headline ?? '', ...doc.ownVoice.split(/\n+/).flatMap(splitSentences)];
  const unsupported = sentences.filter((s) => {
    ABSOLUTE_CLAIMS.lastIndex = 0;
    return ABSOLUTE_CLAIMS.test(s) && !CLAIM_SOURCE.test(s);
  });
  ABSOLUTE_CLAIMS.lastIndex = 0;
  const deduction = Math.min(max, 2 * unsupported.length);
  return signal({
    id: 'tone.claims',
    label: 'Unsupported claims',
    earned: max - deduction,
    max,
    improvement: unsupported.length
      ? `Back or cut the sweeping claim${unsupported.length === 1 ? '' : 's'} such as ${quoteText(unsupported[0].trim(), 60)}: give the source or number that proves it.`
      : undefined,
  });
}

export function cryptoRedFlagSignal(doc: PressReleaseDoc): Signal {
  const max = 10;
  const flags = all(`${doc.headline ?? ''}\n${doc.factText}`, CRYPTO_RED_FLAGS);
  const deduction = Math.min(max, 4 * flags.length);
  return signal({
    id: 'tone.red-flags',
    label: 'Return promises and price talk',
    earned: max - deduction,
    max,
    improvement: flags.length
      ? `Remove return promises and price talk (${listOf(distinct(flags))}): they breach financial-promotion rules in Singapore and most markets, and no serious outlet will run them.`
      : undefined,
  });
}

export function toneSignals(doc: PressReleaseDoc): Signal[] {
  return [hypeSignal(doc), exclamationSignal(doc), capitalsSignal(doc), personSignal(doc), claimSignal(doc), cryptoRedFlagSignal(doc)];
}
