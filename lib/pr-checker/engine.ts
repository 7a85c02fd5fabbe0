/**
 * The embedded analyst: scores a press release from measurable signals, 0–25 per dimension, and
 * explains the score with strengths and improvements drawn from the same signals. Pure and
 * deterministic: the same text always gets the same report.
 */
import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import { detectTextLanguage } from './language';
import { LANGUAGE_RULES } from './localized/rules';
import { localSignals } from './localized/score';
import { findingText, reportText } from './report-messages';
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

type Render = (signal: Signal, kind: 'strength' | 'improvement') => string | undefined;

/** Curly-quoted excerpts of the release inside an English finding: what it names. */
function quotedIn(sentence: string): string[] {
  const found: string[] = [];
  let from = sentence.indexOf('“');
  while (from >= 0 && found.length < 4) {
    const to = sentence.indexOf('”', from + 1);
    if (to < 0) break;
    found.push(sentence.slice(from + 1, to));
    from = sentence.indexOf('“', to + 1);
  }
  return found;
}

/**
 * A signal's finding in the report's language: the English sentence on an English report, the
 * catalogue message otherwise; an English signal on another page names its area, the advice and
 * the excerpts the English sentence quotes.
 */
function renderer(locale: Locale): Render {
  return (signal, kind) => {
    const english = signal[kind];
    if (locale === defaultLocale && english) return english;
    const finding = kind === 'strength' ? signal.strengthFinding : signal.improvementFinding;
    if (finding) return findingText(locale, finding);
    if (!english) return undefined;
    // Catalogue keys hold no dots: "clarity.headline" is filed as "clarity-headline".
    const id = signal.id.replace('.', '-');
    return reportText(locale, `english.${kind}`, {
      area: { ref: `english.areas.${id}` },
      advice: { ref: `english.advice.${id}` },
      detail: { text: quotedIn(english) },
    });
  };
}

function toneStrength(tone: DimensionResult, locale: Locale, english: boolean): string | undefined {
  if (tone.score < 22) return undefined;
  if (!english || locale !== defaultLocale) {
    return tone.signals.every((s) => s.earned === s.max) ? reportText(locale, 'findings.tone') : undefined;
  }
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
function pickStrengths(dimensions: Record<DimensionKey, DimensionResult>, scored: Scored, render: Render, locale: Locale): string[] {
  type Candidate = { key: DimensionKey; text: string; rank: number; minor: boolean };
  const candidates: Candidate[] = DIMENSION_KEYS.flatMap((key) =>
    dimensions[key].signals
      .filter((s) => (s.strength || s.strengthFinding) && s.earned >= 2 && s.earned >= 0.75 * s.max)
      .map((s) => ({ key, text: render(s, 'strength') as string, rank: s.earned / DIMENSION_MAX + s.earned / s.max, minor: s.max <= MINOR_SIGNAL_MAX })),
  );
  const tone = toneStrength(dimensions.tone, locale, scored.english);
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
  const words = scored.length;
  if (!scored.english || locale !== defaultLocale) {
    return [reportText(locale, 'findings.rawMaterial', { count: words, unit: { ref: `units.${scored.unit}` } })];
  }
  const doc = scored.doc as PressReleaseDoc;
  return [
    doc.headline
      ? `It has a headline and ${words} words of raw material to rework into a news story.`
      : `It gives ${words} words of raw material about the announcement to rework into a news story.`,
  ];
}

/** Up to five improvements, biggest point loss first. */
function pickImprovements(dimensions: Record<DimensionKey, DimensionResult>, render: Render, locale: Locale): string[] {
  const candidates = DIMENSION_KEYS.flatMap((key) =>
    dimensions[key].signals
      .filter((s) => (s.improvement || s.improvementFinding) && s.earned < s.max)
      .map((s) => ({ signal: s, lost: s.max - s.earned })),
  );
  candidates.sort((a, b) => b.lost - a.lost);
  const picked = candidates.slice(0, MAX_IMPROVEMENTS).map((c) => render(c.signal, 'improvement') as string);
  if (picked.length) return picked;
  if (locale !== defaultLocale) return [reportText(locale, 'findings.embargo')];
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

function insightFor(dimensions: Record<DimensionKey, DimensionResult>, locale: Locale): string {
  const weakest = INSIGHT_PRIORITY.reduce((low, key) => (dimensions[key].score < dimensions[low].score ? key : low));
  const score = dimensions[weakest].score;
  if (locale !== defaultLocale) {
    if (score >= 20) return reportText(locale, 'insight.ready');
    return reportText(locale, 'insight.weakest', {
      dimension: { ref: `dimensions.${weakest}` },
      score,
      max: DIMENSION_MAX,
      why: { ref: `insight.why.${weakest}` },
    });
  }
  if (score >= 20) {
    return 'This release is investor-ready: its clarity, evidence and measured tone give journalists a story they can publish with little editing.';
  }
  return `${DIMENSION_NAME[weakest]} is the weakest part at ${score}/${DIMENSION_MAX}: ${INSIGHT[weakest]}`;
}

/** The release scored by the rules of its own language (docs/behaviour.md#scoring-by-language). */
type Scored = {
  english: boolean;
  signals: Record<DimensionKey, Signal[]>;
  /** Words (or characters, where words are not spaced) of headline and story. */
  length: number;
  unit: 'words' | 'characters';
  doc: PressReleaseDoc | null;
};

function scoreSignals(text: string): Scored & { language: Locale } {
  const language = detectTextLanguage(text);
  if (language === 'en' || language === 'other') {
    const doc = parsePressRelease(text);
    return {
      language: 'en',
      english: true,
      signals: { clarity: claritySignals(doc), proof: proofSignals(doc), tone: toneSignals(doc), investor: investorSignals(doc) },
      length: wordCount([doc.headline ?? '', ...doc.story].join(' ')),
      unit: 'words',
      doc,
    };
  }
  const rules = LANGUAGE_RULES[language];
  const { doc, signals } = localSignals(language, text);
  const body = [doc.headline ?? '', ...doc.story].join('\n');
  return {
    language,
    english: false,
    signals,
    length: rules.lengthUnit === 'words' ? wordCount(body) : body.replace(/\s/g, '').length,
    unit: rules.lengthUnit,
    doc: null,
  };
}

/**
 * Scores a release by the rules of its own language and explains it in the report's language (the
 * page's): a Japanese release on the English page is scored as Japanese and explained in English.
 */
export function analyzePressRelease(text: string, reportLocale: Locale = defaultLocale): CredibilityAnalysis {
  const scored = scoreSignals(text);
  const render = renderer(reportLocale);
  const dimensions: Record<DimensionKey, DimensionResult> = {
    clarity: additive('clarity', scored.signals.clarity),
    proof: additive('proof', scored.signals.proof),
    tone: deductive('tone', scored.signals.tone),
    investor: additive('investor', scored.signals.investor),
  };
  return {
    language: scored.language,
    dimensions,
    overall: DIMENSION_KEYS.reduce((sum, key) => sum + dimensions[key].score, 0),
    strengths: pickStrengths(dimensions, scored, render, reportLocale),
    improvements: pickImprovements(dimensions, render, reportLocale),
    insight: insightFor(dimensions, reportLocale),
  };
}
