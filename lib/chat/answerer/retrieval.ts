/**
 * BM25 over one language's passages (MiniSearch), the question read with the glossary's synonyms
 * (query.ts), and a measure of how much of the question a passage answers: `coverage`, the share of the
 * question's words (weighted by how rare they are in the site's text) that the passage matched. A
 * word the site never uses weighs the most, so a question about something the site does not say
 * ("a discount", "USDT") is not answered from a passage that only shares its common words.
 */
import MiniSearch from 'minisearch';
import type { Passage } from './passages';
import { createQuestionReader, type ReadQuestion } from './query';
import { hasVietnameseMarks, type Analyzer } from './tokens';
import type { Glossary } from './vocabulary';

export type Hit = { passage: Passage; score: number; coverage: number; covered: Set<string> };

/**
 * General answers (FAQ, packages, services) beat one client's story, one article's paragraph or a
 * clause of the privacy policy on the same words; those still win when only they hold them.
 */
const KIND_BOOST: Partial<Record<Passage['kind'], number>> = {
  article: 0.5,
  'case-study': 0.8,
  testimonial: 0.4,
  privacy: 0.3,
};
/** BM25's best this many are weighed again by how much of the question each one answers. */
const CANDIDATES = 15;

/** A question has made its point well before this many terms; more only add search work. */
const MAX_QUERY_TERMS = 64;
/** An earlier turn's words count less than the visitor's own. */
const CONTEXT_WEIGHT = 0.5;
/** A word the site never uses weighs this much more than its rarest one: it is what the question is about. */
const UNKNOWN_FACTOR = 2;

type SearchOptions = {
  /** The previous question, for a follow-up: its words join at a lower weight. */
  context?: string;
  /** Words (or glossary groups) of the question already answered, left out of this search. */
  without?: ReadonlySet<string>;
  limit?: number;
};

export type Retrieval = {
  search(question: string, options?: SearchOptions): Hit[];
};

function createIndex(passages: Passage[], termsOf: (text: string) => string[], locale: Analyzer['locale']) {
  const byId = new Map(passages.map((p) => [p.id, p]));
  const latinPrefix = locale === 'en' ? 5 : 6;
  const mini = new MiniSearch<Passage>({
    idField: 'id',
    fields: ['title', 'text'],
    tokenize: termsOf,
    processTerm: (term) => term,
    searchOptions: {
      boost: { title: 2, text: 1 },
      prefix: (term) =>
        /^[a-z]/.test(term) ? term.length >= latinPrefix : /^\p{Script=Hangul}+$/u.test(term) && term.length >= 2,
      fuzzy: (term) => (locale === 'en' && /^[a-z]{6,}$/.test(term) ? 0.2 : false),
      weights: { fuzzy: 0.3, prefix: 0.6 },
      combineWith: 'OR',
      boostDocument: (id) => KIND_BOOST[byId.get(id as string)?.kind ?? 'faq'] ?? 1,
      tokenize: (text) => text.split('\n'),
      processTerm: (term) => term,
    },
  });
  mini.addAll(passages);
  return { mini, byId };
}

/** How rare each term is in the site's text, and so how much a word searched by such terms weighs. */
function createRarity(passages: Passage[], termsOf: (text: string) => string[]) {
  const documentFrequency = new Map<string, number>();
  for (const passage of passages)
    for (const term of new Set(termsOf(`${passage.title} ${passage.text}`)))
      documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  const rarity = (terms: string[]) => {
    const df = Math.max(0, ...terms.map((term) => documentFrequency.get(term) ?? 0));
    return Math.log((passages.length + 1) / (df + 0.5));
  };
  const known = (terms: string[]) => terms.some((term) => documentFrequency.has(term));
  return (words: Map<string, string[]>, scale: Map<string, number>) =>
    new Map(
      [...words].map(([word, terms]) => [
        word,
        rarity(terms) * (known(terms) || word.includes('≈') ? 1 : UNKNOWN_FACTOR) * (scale.get(word) ?? 1),
      ]),
    );
}

/** The earlier question's words and terms joined to this one's, marked `^` and weighing less. */
function addContext(question: ReadQuestion, earlier: ReadQuestion, scale: Map<string, number>) {
  for (const [word, terms] of earlier.words) {
    if (question.words.has(word)) continue;
    question.words.set(`^${word}`, terms);
    scale.set(`^${word}`, CONTEXT_WEIGHT);
  }
  for (const [term, entry] of earlier.query) {
    if (question.query.has(term)) continue;
    const origins = new Set([...entry.origins].map((origin) => `^${origin}`));
    question.query.set(term, { weight: entry.weight * CONTEXT_WEIGHT, origins });
  }
}

export function createRetrieval(passages: Passage[], analyzer: Analyzer, glossary: Glossary): Retrieval {
  const vietnamese = analyzer.locale === 'vi';
  // Vietnamese passages are indexed as written and folded, for questions typed either way.
  const termsOf = (text: string) => [
    ...analyzer.terms(text).map((t) => t.text),
    ...(vietnamese ? analyzer.terms(text, true).map((t) => t.text) : []),
  ];
  const { mini, byId } = createIndex(passages, termsOf, analyzer.locale);
  const weights = createRarity(passages, termsOf);
  const readQuestion = createQuestionReader(analyzer, glossary);
  const read = (text: string) => readQuestion(text, vietnamese && !hasVietnameseMarks(text));

  return {
    search(question, { context, without, limit = 3 } = {}) {
      const asked = read(question);
      const { query, words } = asked;
      for (const word of without ?? []) words.delete(word);
      for (const [term, entry] of query)
        if ([...entry.origins].every((origin) => without?.has(origin))) query.delete(term);
      const scale = new Map<string, number>();
      if (context) addContext(asked, read(context), scale);
      const texts = [...query.keys()].slice(0, MAX_QUERY_TERMS);
      if (!texts.length || !words.size) return [];
      const weightOf = weights(words, scale);
      const total = [...weightOf.values()].reduce((sum, w) => sum + w, 0);
      return (
        mini
          .search(texts.join('\n'), { boostTerm: (term) => query.get(term)?.weight ?? 1 })
          .slice(0, CANDIDATES)
          .map((result) => {
            const covered = new Set(
              result.queryTerms
                .flatMap((term) => [...(query.get(term)?.origins ?? [])])
                .filter((word) => weightOf.has(word)),
            );
            const share = [...covered].reduce((sum, word) => sum + (weightOf.get(word) ?? 0), 0);
            return {
              passage: byId.get(result.id as string)!,
              score: result.score,
              coverage: total ? share / total : 0,
              covered,
            };
          })
          .sort((a, b) => b.score * b.coverage ** 2 - a.score * a.coverage ** 2)
          // An action's examples are passages of one answer: the best of them stands for it.
          .filter(
            (hit, i, hits) =>
              !hit.passage.action || hits.findIndex((h) => h.passage.action === hit.passage.action) === i,
          )
          .slice(0, limit)
      );
    },
  };
}
