/**
 * Retrieval over the knowledge passages with MiniSearch: BM25 scoring, field boosts, prefix and fuzzy
 * matching on the canonical terms from `text.ts` (so synonyms meet on both sides).
 */
import MiniSearch from 'minisearch';
import type { Passage } from './knowledge';
import { terms } from './text';

export type Hit = {
  passage: Passage;
  score: number;
  /** Canonical query terms this passage matched. */
  matched: string[];
  /** Share of the query's canonical terms that matched, 0..1. */
  coverage: number;
};

export type KnowledgeIndex = {
  passages: Passage[];
  /** `only`, when given, limits the search to the passages it accepts (a question's topic). */
  search(query: string, limit?: number, only?: (passage: Passage) => boolean): Hit[];
};

/** Longer "words" are noise no passage holds, and fuzzy matching costs time in proportion to length. */
const MAX_TERM_LENGTH = 32;
/** A question has made its point well before this many distinct terms; more only add search work. */
const MAX_QUERY_TERMS = 64;

const KIND_BOOST: Partial<Record<Passage['kind'], number>> = { 'case-study': 0.7, article: 0.6 };

type IndexOptions = {
  /** Index terms of a text; the same function reads the question. */
  termsOf?: (text: string) => string[];
  /** Query terms this long or longer also match the longer terms they begin. */
  prefixFrom?: number;
};

/**
 * English uses the canonical terms of `text.ts`, prefix and fuzzy matching from five letters; the
 * other languages their own segmentation (`segment.ts`), where two characters already make a word
 * ("환불" begins "환불받을") and no typo tolerance applies.
 */
export function createIndex(passages: Passage[], { termsOf = terms, prefixFrom = 5 }: IndexOptions = {}): KnowledgeIndex {
  const fuzzyFrom = termsOf === terms ? 5 : Infinity;
  const byId = new Map(passages.map((p) => [p.id, p]));
  const mini = new MiniSearch<Passage>({
    idField: 'id',
    fields: ['title', 'keywords', 'text'],
    tokenize: termsOf,
    processTerm: (term) => term,
    searchOptions: {
      boost: { title: 3, keywords: 2, text: 1 },
      // Short terms are exact: "pr" must not prefix-match "price" or fuzzy-match "seo".
      prefix: (term) => term.length >= prefixFrom,
      fuzzy: (term) => (term.length >= fuzzyFrom ? 0.2 : false),
      weights: { fuzzy: 0.3, prefix: 0.5 },
      // General answers (services, FAQ, prices) beat one client's story or one article on shared words.
      boostDocument: (id) => KIND_BOOST[byId.get(id as string)?.kind ?? 'faq'] ?? 1,
      combineWith: 'OR',
      // The query arrives already canonicalised by `search` below.
      tokenize: (text) => text.split(' '),
      processTerm: (term) => term,
    },
  });
  mini.addAll(passages);

  return {
    passages,
    search(query, limit = 5, only) {
      const queryTerms = [...new Set(termsOf(query).filter((term) => term.length <= MAX_TERM_LENGTH))].slice(
        0,
        MAX_QUERY_TERMS,
      );
      if (!queryTerms.length) return [];
      return mini
        .search(queryTerms.join(' '), only ? { filter: (result) => only(byId.get(result.id as string)!) } : {})
        .slice(0, limit)
        .map((result) => {
          const matched = [...new Set(result.queryTerms)];
          return {
            passage: byId.get(result.id as string)!,
            score: result.score,
            matched,
            coverage: matched.length / queryTerms.length,
          };
        });
    },
  };
}
