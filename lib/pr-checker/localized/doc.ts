/**
 * A press release in Vietnamese, Chinese, Korean or Japanese split into the parts the signals
 * measure (docs/behaviour.md#scoring-by-language): headline, story, boilerplate, media contact,
 * sentences (Intl.Segmenter), quotations and data points with the market's units.
 */
import { languageTag } from '@/lib/i18n/locales';
import type { LanguageRules } from '../languages/types';
import { matcherFor, type Matcher } from './match';
import type { ScoredLocale } from './rules';

/** A quotation with the words around it, where the market names its speaker. */
type LocalQuote = { text: string; around: string };

/** How far before and after a quotation its attribution is looked for. */
const ATTRIBUTION_WINDOW = 80;
/** Quotations beyond this many add nothing to the score and are not examined. */
const MAX_QUOTES = 50;

export type LocalDoc = {
  locale: ScoredLocale;
  rules: LanguageRules;
  match: Matcher;
  headline: string | null;
  story: string[];
  about: string[];
  contact: string[];
  lead: string;
  /** Story and boilerplate. */
  factText: string;
  /** `factText` and headline with quotations blanked: the company's own voice. */
  ownVoice: string;
  sentences: string[];
  quotes: LocalQuote[];
  dataPoints: string[];
};

const HEADING_MARKS = '■□●◆◇▼▶【】[]#*-–—:： ';

function stripMarks(line: string): string {
  let start = 0;
  while (start < line.length && HEADING_MARKS.includes(line[start])) start++;
  let end = line.length;
  while (end > start && HEADING_MARKS.includes(line[end - 1])) end--;
  return line.slice(start, end);
}

/** Headline, paragraph and sentence length in the market's unit: characters or spaced words. */
export function lengthIn(rules: LanguageRules, text: string): number {
  if (rules.lengthUnit === 'words') return text.split(/\s+/).filter((w) => /\p{L}|\d/u.test(w)).length;
  return text.replace(/\s+/g, '').length;
}

function headingKind(rules: LanguageRules, match: Matcher, block: string): 'about' | 'contact' | null {
  const firstLine = stripMarks(block.split('\n')[0].trim());
  if (lengthIn(rules, firstLine) > (rules.lengthUnit === 'words' ? 10 : 40)) return null;
  const folded = match.fold(firstLine);
  if (rules.contactHeadings.some((h) => folded.startsWith(match.fold(h)) || folded.includes(match.fold(h)))) return 'contact';
  const { prefix, suffix } = rules.aboutHeadings;
  if (prefix.some((p) => folded.startsWith(match.fold(p))) || suffix.some((s) => folded.endsWith(match.fold(s)))) return 'about';
  return null;
}

function isHeadlineLike(rules: LanguageRules, paragraph: string): boolean {
  if (paragraph.includes('\n')) return false;
  const last = paragraph[paragraph.length - 1];
  return '。.:：'.includes(last) === false && lengthIn(rules, paragraph) <= rules.headline.max * 2;
}

type Span = { start: number; end: number };

/** Quotations of one text, in order, and their spans (marks included) for blanking. */
function findQuotes(rules: LanguageRules, text: string): { quotes: LocalQuote[]; spans: Span[] } {
  const quotes: LocalQuote[] = [];
  const spans: Span[] = [];
  for (const [open, close] of rules.quoteMarks) {
    let from = text.indexOf(open);
    while (from >= 0) {
      const to = text.indexOf(close, from + open.length);
      if (to < 0) break;
      const quoted = text.slice(from + open.length, to).trim();
      if (quoted.length >= rules.minQuoteLength && !quoted.includes('\n\n')) {
        spans.push({ start: from, end: to + close.length });
        if (quotes.length < MAX_QUOTES) {
          const around = `${text.slice(Math.max(0, from - ATTRIBUTION_WINDOW), from)} ${text.slice(to + close.length, to + close.length + ATTRIBUTION_WINDOW)}`;
          quotes.push({ text: quoted, around });
        }
      }
      from = text.indexOf(open, to + close.length);
    }
  }
  return { quotes, spans };
}

/** The text with every quotation replaced by one space: one pass, whatever the number of quotes. */
function blankSpans(text: string, spans: Span[]): string {
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  let out = '';
  let at = 0;
  for (const span of sorted) {
    if (span.start < at) continue;
    out += `${text.slice(at, span.start)} `;
    at = span.end;
  }
  return out + text.slice(at);
}

const NUMBER = /\d[\d,.]*/g;

/** Numbers followed by one of the market's units (億円, 억 원, tỷ đồng, %, 社, 명): facts a journalist can check. */
function findDataPoints(rules: LanguageRules, match: Matcher, text: string): string[] {
  const found: string[] = [];
  const units = [...rules.numberUnits].sort((a, b) => b.length - a.length);
  for (const m of text.matchAll(NUMBER)) {
    const end = m.index + m[0].length;
    const after = match.fold(text.slice(end, end + 16)).trimStart();
    const unit = units.find((u) => after.startsWith(match.fold(u)));
    // "1人あたり" is a rate, not a count a journalist would check.
    if (!unit || m[0] === '1') continue;
    // A promised multiple ("100倍", "x100") is a red flag, not a fact.
    if (['倍', '배', 'lần'].includes(unit) && Number(m[0]) >= 10) continue;
    const spaced = text.slice(end, end + 1).trim() === '' ? ' ' : '';
    found.push(`${m[0]}${spaced}${unit}`);
  }
  return [...new Set(found)];
}

/**
 * The runtime's sentence segmenter slows down more than linearly on a long run of short sentences
 * (10,000 characters of "a。" take seconds), so it reads pieces of at most this many characters,
 * each cut after a sentence mark where there is one: only a sentence longer than a piece is split.
 */
const SEGMENT_PIECE = 400;
const SENTENCE_MARKS = '。！？!?.\n';

function pieces(paragraph: string): string[] {
  const out: string[] = [];
  let start = 0;
  while (paragraph.length - start > SEGMENT_PIECE) {
    let cut = start + SEGMENT_PIECE;
    while (cut > start + SEGMENT_PIECE / 2 && !SENTENCE_MARKS.includes(paragraph[cut - 1])) cut--;
    if (cut === start + SEGMENT_PIECE / 2) cut = start + SEGMENT_PIECE;
    out.push(paragraph.slice(start, cut));
    start = cut;
  }
  out.push(paragraph.slice(start));
  return out;
}

function segmentSentences(locale: ScoredLocale, paragraphs: readonly string[]): string[] {
  const segmenter = new Intl.Segmenter(languageTag[locale], { granularity: 'sentence' });
  // A line break ends a sentence for the segmenter, so paragraphs are read together, piece by piece.
  return pieces(paragraphs.join('\n'))
    .flatMap((piece) => [...segmenter.segment(piece)].map((s) => s.segment.trim()).filter((s) => /\p{L}/u.test(s)));
}

export function parseLocalRelease(locale: ScoredLocale, rules: LanguageRules, text: string): LocalDoc {
  const match = matcherFor(rules);
  const normalised = text.normalize('NFKC').replace(/\r\n?/g, '\n');
  const blocks = (/\n[ \t]*\n/.test(normalised.trim()) ? normalised.split(/\n[ \t]*\n/) : normalised.split('\n'))
    .map((b) => b.split('\n').map((l) => l.trim()).filter(Boolean).join('\n'))
    .filter(Boolean);
  while (blocks.length && rules.preamble.some((p) => match.fold(blocks[0]).startsWith(match.fold(p))) && lengthIn(rules, blocks[0]) <= 30)
    blocks.shift();

  const headline = blocks.length > 1 && isHeadlineLike(rules, blocks[0]) ? (blocks.shift() as string) : null;
  const story: string[] = [];
  const about: string[] = [];
  const contact: string[] = [];
  let section: 'story' | 'about' | 'contact' = 'story';
  for (const block of blocks) {
    section = headingKind(rules, match, block) ?? section;
    (section === 'story' ? story : section === 'about' ? about : contact).push(block.replace(/\n/g, ' '));
  }
  const factText = [...story, ...about].join('\n\n');
  const { quotes, spans } = findQuotes(rules, factText);
  return {
    locale,
    rules,
    match,
    headline,
    story,
    about,
    contact,
    lead: story[0] ?? '',
    factText,
    ownVoice: `${headline ?? ''}\n${blankSpans(factText, spans)}`,
    sentences: segmentSentences(locale, story),
    quotes,
    dataPoints: findDataPoints(rules, match, factText),
  };
}
