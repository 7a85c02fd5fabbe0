/**
 * BM25 over one language's passages (MiniSearch), with the glossary's synonyms added to a question
 * and a measure of how much of the question a passage answers: `coverage`, the share of the
 * question's words (weighted by how rare they are in the site's text) that the passage matched. A
 * word the site never uses weighs the most, so a question about something the site does not say
 * ("a discount", "USDT") is not answered from a passage that only shares its common words.
 */
import MiniSearch from 'minisearch';
import type { Passage } from './passages';
import { hasVietnameseMarks, type Analyzer, type Term } from './tokens';
import type { Glossary } from './vocabulary';

export type Hit = { passage: Passage; score: number; coverage: number; covered: Set<string> };

/**
 * General answers (FAQ, packages, services) beat one client's story, one article's paragraph or a
 * clause of the privacy policy on the same words; those still win when only they hold them.
 */
const KIND_BOOST: Partial<Record<Passage['kind'], number>> = { article: 0.5, 'case-study': 0.8, testimonial: 0.4, privacy: 0.3 };
/** BM25's best this many are weighed again by how much of the question each one answers. */
const CANDIDATES = 15;

/** A question has made its point well before this many terms; more only add search work. */
const MAX_QUERY_TERMS = 64;
/** Terms from a synonym or an earlier turn count less than the visitor's own words. */
const SYNONYM_WEIGHT = 0.5;
const CONTEXT_WEIGHT = 0.5;

type QueryTerm = { weight: number; origins: Set<string> };

export type SearchOptions = {
  /** The previous question, for a follow-up: its terms weigh less and answer no word of this one. */
  context?: string;
  /** Words (or glossary groups) of the question already answered, left out of this search. */
  without?: ReadonlySet<string>;
  limit?: number;
};

export type Retrieval = {
  search(question: string, options?: SearchOptions): Hit[];
};

/** What continues a Latin word: "PR" right after Chinese characters is still a word of its own. */
const LETTER = /[\p{Script=Latin}\p{N}]/u;
const HANGUL_START = /^\p{Script=Hangul}/u;

/**
 * Whether `phrase` occurs in `text` (both normalised): anywhere for Chinese, Japanese and Korean,
 * whose particles and endings follow a word directly; as whole words for the others.
 */
export function containsPhrase(text: string, phrase: string): boolean {
  const whole = /^[\p{Script=Latin}\p{N}]/u.test(phrase);
  // A Korean word takes its particles and endings after it, never before: "얼마" begins "얼마예요".
  const korean = HANGUL_START.test(phrase);
  for (let at = text.indexOf(phrase); at >= 0; at = text.indexOf(phrase, at + 1)) {
    const before = text[at - 1];
    const after = text[at + phrase.length];
    if (korean ? !before || !HANGUL_START.test(before) : !whole) return true;
    if (whole && (!before || !LETTER.test(before)) && (!after || !LETTER.test(after))) return true;
  }
  return false;
}

export function createRetrieval(passages: Passage[], analyzer: Analyzer, glossary: Glossary): Retrieval {
  const vietnamese = analyzer.locale === 'vi';
  const termsOf = (text: string) => [
    ...analyzer.terms(text).map((t) => t.text),
    ...(vietnamese ? analyzer.terms(text, true).map((t) => t.text) : []),
  ];
  const byId = new Map(passages.map((p) => [p.id, p]));
  const latinPrefix = analyzer.locale === 'en' ? 5 : 6;
  const mini = new MiniSearch<Passage>({
    idField: 'id',
    fields: ['title', 'text'],
    tokenize: termsOf,
    processTerm: (term) => term,
    searchOptions: {
      boost: { title: 2, text: 1 },
      prefix: (term) => (/^[a-z]/.test(term) ? term.length >= latinPrefix : /^\p{Script=Hangul}+$/u.test(term) && term.length >= 2),
      fuzzy: (term) => (analyzer.locale === 'en' && /^[a-z]{6,}$/.test(term) ? 0.2 : false),
      weights: { fuzzy: 0.3, prefix: 0.6 },
      combineWith: 'OR',
      boostDocument: (id) => KIND_BOOST[byId.get(id as string)?.kind ?? 'faq'] ?? 1,
      tokenize: (text) => text.split('\n'),
      processTerm: (term) => term,
    },
  });
  mini.addAll(passages);

  const documentFrequency = new Map<string, number>();
  for (const passage of passages)
    for (const term of new Set(termsOf(`${passage.title} ${passage.text}`))) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  const rarity = (terms: string[]) => {
    const df = Math.max(0, ...terms.map((term) => documentFrequency.get(term) ?? 0));
    return Math.log((passages.length + 1) / (df + 0.5));
  };

  const groups = (folded: boolean) =>
    glossary.synonyms.map((group) =>
      group.map((member) => {
        const terms = analyzer.terms(member, folded);
        // A phrase stands for itself, not for each of its words: "third-party fees" is not "fees".
        const across = terms.filter((t) => t.kind === 'pair' && t.text.includes(' '));
        const phrase = terms.filter((t) => t.kind === 'word').length > 1 && across.length ? across : terms;
        return { phrase: analyzer.normalize(member, folded), terms: phrase.map((t) => t.text) };
      }),
    );
  const synonymGroups = { plain: groups(false), folded: vietnamese ? groups(true) : [] };

  /**
   * The question's terms, each with the words it stands for, and its words with their terms. A
   * glossary group the question uses adds its other members' terms, and the question's words inside
   * it are counted as one (the group's) for coverage: "how much" and "price" are one thing asked.
   */
  function queryTerms(question: string, folded: boolean) {
    const terms = analyzer.terms(question, folded);
    const text = analyzer.normalize(question, folded);
    const origin = new Map(terms.map((t) => [t.text, t.origin]));
    const query = new Map<string, QueryTerm>();
    const add = (term: string, weight: number, from: string) => {
      const entry = query.get(term) ?? { weight: 0, origins: new Set<string>() };
      entry.weight = Math.max(entry.weight, weight);
      entry.origins.add(from);
      query.set(term, entry);
    };
    const words = new Map<string, string[]>();
    const merged = new Map<string, string>();
    const expansions: Array<[string, string]> = [];
    (folded ? synonymGroups.folded : synonymGroups.plain).forEach((group, index) => {
      const used = group.filter((member) => member.phrase && containsPhrase(text, member.phrase));
      if (!used.length) return;
      const concept = `≈${index}`;
      const all = group.flatMap((member) => member.terms);
      // The question's words inside the phrase it used are that one thing asked, however the
      // segmenter cut them ("被黑了" against "被黑").
      for (const term of terms)
        if (all.includes(term.text) || used.some((member) => !LETTER.test(term.origin[0]) && member.phrase.includes(term.origin)))
          merged.set(term.origin, concept);
      for (const term of all) expansions.push([term, concept]);
      words.set(concept, all);
    });
    // The visitor's own terms first, so no expansion pushes one of them past the query's limit.
    for (const term of terms) {
      const word = merged.get(term.origin) ?? term.origin;
      add(term.text, 1, word);
      if (!words.has(word)) words.set(word, []);
      if (word === term.origin) words.get(word)!.push(term.text);
    }
    for (const [term, concept] of expansions) add(term, origin.has(term) ? 1 : SYNONYM_WEIGHT, concept);
    return { query, words };
  }

  /** A word the site never uses weighs this much more than its rarest one: it is what the question is about. */
  const UNKNOWN_FACTOR = 2;
  function weights(words: Map<string, string[]>, scale: Map<string, number>) {
    const known = (terms: string[]) => terms.some((term) => documentFrequency.has(term));
    const weight = (word: string, terms: string[]) =>
      rarity(terms) * (known(terms) || word.includes('≈') ? 1 : UNKNOWN_FACTOR) * (scale.get(word) ?? 1);
    return new Map([...words].map(([word, terms]) => [word, weight(word, terms)]));
  }

  return {
    search(question, { context, without, limit = 3 } = {}) {
      const folded = vietnamese && !hasVietnameseMarks(question);
      const { query, words } = queryTerms(question, folded);
      for (const word of without ?? []) words.delete(word);
      for (const [term, entry] of query) if ([...entry.origins].every((origin) => without?.has(origin))) query.delete(term);
      const scale = new Map<string, number>();
      if (context) {
        // The earlier question's words join at a lower weight, in the search and in the coverage.
        const earlier = queryTerms(context, vietnamese && !hasVietnameseMarks(context));
        for (const [word, terms] of earlier.words) if (!words.has(word)) words.set(`^${word}`, terms), scale.set(`^${word}`, CONTEXT_WEIGHT);
        for (const [term, entry] of earlier.query)
          if (!query.has(term)) query.set(term, { weight: entry.weight * CONTEXT_WEIGHT, origins: new Set([...entry.origins].map((o) => `^${o}`)) });
      }
      const texts = [...query.keys()].slice(0, MAX_QUERY_TERMS);
      if (!texts.length || !words.size) return [];
      const weightOf = weights(words, scale);
      const total = [...weightOf.values()].reduce((sum, w) => sum + w, 0);
      return mini
        .search(texts.join('\n'), { boostTerm: (term) => query.get(term)?.weight ?? 1 })
        .slice(0, CANDIDATES)
        .map((result) => {
          const covered = new Set(result.queryTerms.flatMap((term) => [...(query.get(term)?.origins ?? [])]).filter((word) => weightOf.has(word)));
          const share = [...covered].reduce((sum, word) => sum + (weightOf.get(word) ?? 0), 0);
          return { passage: byId.get(result.id as string)!, score: result.score, coverage: total ? share / total : 0, covered };
        })
        .sort((a, b) => b.score * b.coverage ** 2 - a.score * a.coverage ** 2)
        // An action's examples are passages of one answer: the best of them stands for it.
        .filter((hit, i, hits) => !hit.passage.action || hits.findIndex((h) => h.passage.action === hit.passage.action) === i)
        .slice(0, limit);
    },
  };
}
