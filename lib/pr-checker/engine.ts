/**
 * The embedded analyst: scores a press release from measurable signals, 0–25 per dimension, and
 * explains the score with strengths and improvements drawn from the same signals. Pure and
 * deterministic: the same text always gets the same report.
 */
import { claritySignals } from './signals/clarity';
import { investorSignals } from './signals/investor';
import { proofSignals } from './signals/proof';
import { toneSignals } from './signals/tone';
import { parsePressRelease, wordCount, type PressReleaseDoc } from './text';
import {
  DIMENSION_KEYS,
  DIMENSION_MAX,
  type CredibilityAnalysis,
  type DimensionKey,
  type DimensionResult,
  type Signal,
} from './types';

const MAX_STRENGTHS = 3;
const MAX_IMPROVEMENTS = 5;
/** Signals worth at most this many points are details, praised only to fill the list. */
const MINOR_SIGNAL_MAX = 3;
const MIN_TONE_FOR_MINOR_STRENGTHS = 15;

const clamp = (n: number) => Math.max(0, Math.min(DIMENSION_MAX, n));

function additive(key: DimensionKey, signals: Signal[]): DimensionResult {
  return { key, signals, score: clamp(signals.reduce((sum, s) => sum + s.earned, 0)) };
}

/** Tone starts at full marks; each signal's shortfall is its deduction. */
function deductive(key: DimensionKey, signals: Signal[]): DimensionResult {
  return { key, signals, score: clamp(DIMENSION_MAX - signals.reduce((sum, s) => sum + (s.max - s.earned), 0)) };
}

function toneStrength(tone: DimensionResult): string | undefined {
  if (tone.score < 22) return undefined;
  const clean = tone.signals.filter((s) => s.earned === s.max).map((s) => TONE_CLEAN[s.id]).filter(Boolean);
  return clean.length >= 4 ? `Reads as news, not advertising: ${clean.slice(0, 4).join(', ')}.` : undefined;
}

const TONE_CLEAN: Record<string, string> = {
  'tone.hype': 'no hype words',
  'tone.exclamations': 'no exclamation marks',
  'tone.capitals': 'no shouting capitals',
  'tone.person': 'a consistent third-person voice',
  'tone.claims': 'no unsupported superlatives',
  'tone.red-flags': 'no return promises or price talk',
};

/**
 * Up to three strengths, the best-scoring signal of each dimension first so the list covers more
 * than one dimension, then the next best.
 */
function pickStrengths(dimensions: Record<DimensionKey, DimensionResult>, doc: PressReleaseDoc): string[] {
  type Candidate = { key: DimensionKey; text: string; rank: number; minor: boolean };
  const candidates: Candidate[] = DIMENSION_KEYS.flatMap((key) =>
    dimensions[key].signals
      .filter((s) => s.strength && s.earned >= 2 && s.earned >= 0.75 * s.max)
      .map((s) => ({ key, text: s.strength as string, rank: s.earned / DIMENSION_MAX + s.earned / s.max, minor: s.max <= MINOR_SIGNAL_MAX })),
  );
  const tone = toneStrength(dimensions.tone);
  if (tone) candidates.push({ key: 'tone', text: tone, rank: 0.5, minor: false });
  candidates.sort((a, b) => b.rank - a.rank);

  const picked: Candidate[] = [];
  const take = (pool: Candidate[], onePerDimension: boolean) => {
    for (const c of pool) {
      if (picked.length >= MAX_STRENGTHS || picked.includes(c)) continue;
      if (onePerDimension && picked.some((p) => p.key === c.key)) continue;
      picked.push(c);
    }
  };
  const major = candidates.filter((c) => !c.minor);
  take(major, true);
  take(major, false);
  // Tidy paragraphs or a good readability grade are not worth praising in a release that sells.
  if (dimensions.tone.score >= MIN_TONE_FOR_MINOR_STRENGTHS) take(candidates, false);
  if (picked.length) return picked.map((c) => c.text);

  // Even a weak draft deserves one honest strength, or the parser would fill in generic praise.
  const words = wordCount([doc.headline ?? '', ...doc.story].join(' '));
  return [
    doc.headline
      ? `It has a headline and ${words} words of raw material to rework into a news story.`
      : `It gives ${words} words of raw material about the announcement to rework into a news story.`,
  ];
}

/** Up to five improvements, biggest point loss first. */
function pickImprovements(dimensions: Record<DimensionKey, DimensionResult>): string[] {
  const candidates = DIMENSION_KEYS.flatMap((key) =>
    dimensions[key].signals.filter((s) => s.improvement && s.earned < s.max).map((s) => ({ text: s.improvement as string, lost: s.max - s.earned })),
  );
  candidates.sort((a, b) => b.lost - a.lost);
  const picked = candidates.slice(0, MAX_IMPROVEMENTS).map((c) => c.text);
  if (picked.length) return picked;
  return ['Offer one tier-1 outlet an exclusive 24-hour embargo before wide distribution: a release this complete earns a dedicated story rather than a pickup.'];
}

const DIMENSION_NAME: Record<DimensionKey, string> = {
  clarity: 'Clarity and structure',
  proof: 'Proof and evidence',
  tone: 'Media tone',
  investor: 'Investor appeal',
};

const INSIGHT: Record<DimensionKey, string> = {
  clarity:
    'editors decide within the first 30 words, so a sharper headline and a lead that answers who, what, when and where will do more for this release than any extra detail.',
  proof:
    'credibility drives investor attention, and numbers, named partners and attributed quotes are what journalists repeat, so add proof before adding promises.',
  tone: 'hype reads as risk to journalists and investors alike, so trading superlatives and price talk for verifiable facts is the fastest way to lift this release.',
  investor:
    'investors read a release for traction, backers, market size and team, and spelling those out turns this announcement into a signal they can act on.',
};

/** Ties go to the dimension that matters most to an editor's trust. */
const INSIGHT_PRIORITY: readonly DimensionKey[] = ['proof', 'tone', 'clarity', 'investor'];

function insightFor(dimensions: Record<DimensionKey, DimensionResult>): string {
  const weakest = INSIGHT_PRIORITY.reduce((low, key) => (dimensions[key].score < dimensions[low].score ? key : low));
  const score = dimensions[weakest].score;
  if (score >= 20) {
    return 'This release is investor-ready: its clarity, evidence and measured tone give journalists a story they can publish with little editing.';
  }
  return `${DIMENSION_NAME[weakest]} is the weakest part at ${score}/${DIMENSION_MAX}: ${INSIGHT[weakest]}`;
}

export function analyzePressRelease(text: string): CredibilityAnalysis {
  const doc = parsePressRelease(text);
  const dimensions: Record<DimensionKey, DimensionResult> = {
    clarity: additive('clarity', claritySignals(doc)),
    proof: additive('proof', proofSignals(doc)),
    tone: deductive('tone', toneSignals(doc)),
    investor: additive('investor', investorSignals(doc)),
  };
  return {
    dimensions,
    overall: DIMENSION_KEYS.reduce((sum, key) => sum + dimensions[key].score, 0),
    strengths: pickStrengths(dimensions, doc),
    improvements: pickImprovements(dimensions),
    insight: insightFor(dimensions),
  };
}
