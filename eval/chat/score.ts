/**
 * Grades one reply against its evaluation item with deterministic scorers in the autoevals shape,
 * and sums the grades: right, refused ("I don't know" with the way to a person) or wrong.
 */
import { ExactMatch, type Score } from 'autoevals';
import { site } from '@/lib/config/site';
import { readVocabulary } from '@/lib/chat/answerer/files';
import { isWrittenIn, languageShare } from '@/lib/chat/answerer/language';
import type { Locale } from '@/lib/i18n/locales';
import type { EvalItem } from './schema';

type Verdict = 'right' | 'refused' | 'wrong';
type Outcome = 'answered' | 'refused';

export type Graded = {
  id: string;
  topic: EvalItem['topic'];
  question: string;
  verdict: Verdict;
  scores: Score[];
  /** Facts that were missing and texts that should not have been there. */
  missing: string[];
  forbidden: string[];
  reply: string;
};

const lower = (text: string) => text.toLowerCase();

/** The assistant's "I don't know" in `locale`, up to its first stop: what any right refusal says. */
function refusalClause(locale: Locale): string {
  const { refusal } = readVocabulary(locale).phrases;
  const stop = refusal.search(/[,.:;，。：、]/u);
  return stop > 0 ? refusal.slice(0, stop) : refusal;
}

/** "I don't know" (in the item's language) together with a way to reach a person: email, call or the contact page. */
function isRefusal(reply: string, locale: Locale): boolean {
  const saysSo =
    (locale === 'en' && /\bI (don't|do not) know\b/i.test(reply)) || reply.includes(refusalClause(locale));
  const offersPerson = [`mailto:${site.email}`, site.links.booking, '](/contact)'].some((way) => reply.includes(way));
  return saysSo && offersPerson;
}

/**
 * A reply to a page in another language is written in it: most letters in its script (Chinese,
 * Korean, Japanese with kana) or most words with Vietnamese marks. English is not checked.
 */
function inLanguage(reply: string, locale: Locale): Score {
  if (locale === 'en') return { name: 'Language', score: 1 };
  return { name: 'Language', score: isWrittenIn(reply, locale) ? 1 : languageShare(reply, locale) };
}

function describe(fact: string | string[]): string {
  return typeof fact === 'string' ? fact : fact.join(' | ');
}

/** Share of the required facts the reply states (a list is met by any one of its texts). */
function containsFacts(reply: string, facts: EvalItem['mustContain']): Score & { missing: string[] } {
  const text = lower(reply);
  const missing = facts.filter(
    (fact) => !(typeof fact === 'string' ? [fact] : fact).some((t) => text.includes(lower(t))),
  );
  return {
    name: 'ContainsFacts',
    score: facts.length ? (facts.length - missing.length) / facts.length : 1,
    missing: missing.map(describe),
  };
}

function containsNone(reply: string, texts: string[]): Score & { forbidden: string[] } {
  const text = lower(reply);
  const forbidden = texts.filter((t) => text.includes(lower(t)));
  return { name: 'ContainsNoneOf', score: forbidden.length ? 0 : 1, forbidden };
}

export async function grade(item: EvalItem, reply: string): Promise<Graded> {
  const outcome: Outcome = isRefusal(reply, item.locale) ? 'refused' : 'answered';
  const language = inLanguage(reply, item.locale);
  const written = language.score === 1;
  const facts = containsFacts(reply, item.mustContain);
  const none = containsNone(reply, item.mustNotContain);
  const expectedOutcome: Outcome = item.expect === 'refuse' ? 'refused' : 'answered';
  const shape = await ExactMatch({ output: outcome, expected: expectedOutcome });

  let verdict: Verdict;
  if (none.score === 0 || !written) verdict = 'wrong';
  else if (item.expect === 'refuse') verdict = outcome === 'refused' ? 'right' : 'wrong';
  else if (facts.score === 1) verdict = 'right';
  // An answer item may be refused (not right, but no harm done); a decline item never is a guess.
  else verdict = item.expect === 'answer' && outcome === 'refused' ? 'refused' : 'wrong';

  return {
    id: item.id,
    topic: item.topic,
    question: item.question,
    verdict,
    scores: [
      { name: facts.name, score: facts.score },
      { name: none.name, score: none.score },
      { ...shape, name: 'Outcome' },
      language,
    ],
    missing: !written ? [...facts.missing, `a reply written in ${item.locale}`] : facts.missing,
    forbidden: none.forbidden,
    reply,
  };
}

export type Totals = Record<Verdict, number> & { items: number };

export function totals(graded: readonly Graded[]): Totals {
  const out: Totals = { items: graded.length, right: 0, refused: 0, wrong: 0 };
  for (const g of graded) out[g.verdict] += 1;
  return out;
}

export function totalsByTopic(graded: readonly Graded[]): Record<string, Totals> {
  const out: Record<string, Totals> = {};
  for (const g of graded) out[g.topic] = totals([...graded.filter((x) => x.topic === g.topic)]);
  return out;
}

/** A plain-text table: one line per item that was not right, then the totals per topic and overall. */
export function formatReport(label: string, graded: readonly Graded[]): string {
  const lines = [`${label}: chat evaluation`];
  for (const g of graded) {
    const detail = [
      g.missing.length ? `missing ${g.missing.map((m) => JSON.stringify(m)).join(', ')}` : '',
      g.forbidden.length ? `must not say ${g.forbidden.map((m) => JSON.stringify(m)).join(', ')}` : '',
    ]
      .filter(Boolean)
      .join('; ');
    lines.push(`  ${g.verdict.padEnd(7)} ${g.id}${detail ? ` — ${detail}` : ''}`);
  }
  lines.push('', `  ${'topic'.padEnd(14)} items right refused wrong`);
  const row = (name: string, t: Totals) =>
    `  ${name.padEnd(14)} ${String(t.items).padStart(5)} ${String(t.right).padStart(5)} ${String(t.refused).padStart(7)} ${String(t.wrong).padStart(5)}`;
  for (const [topic, t] of Object.entries(totalsByTopic(graded))) lines.push(row(topic, t));
  lines.push(row('total', totals(graded)));
  return lines.join('\n');
}
