/**
 * How a question is read before it is searched: its terms, and the glossary's groups it uses
 * (docs/behaviour.md#how-the-assistant-answers). A group the question uses adds its other members'
 * terms, and the question's words inside it count as one word (the group's) for coverage: "how much"
 * and "price" are one thing asked.
 */
import type { Analyzer } from './tokens';
import type { Glossary } from './vocabulary';

/** Terms from a synonym count less than the visitor's own words. */
const SYNONYM_WEIGHT = 0.5;

/** A term to search, its weight, and the words (or glossary groups, `≈n`) of the question it stands for. */
export type QueryTerm = { weight: number; origins: Set<string> };

export type ReadQuestion = {
  query: Map<string, QueryTerm>;
  /** The question's words (and groups) with the terms each is searched by. */
  words: Map<string, string[]>;
};

/** What continues a Latin word: "PR" right after Chinese characters is still a word of its own. */
const LETTER = /[\p{Script=Latin}\p{N}]/u;
const HANGUL_START = /^\p{Script=Hangul}/u;

/**
 * Whether `phrase` occurs in `text` (both normalised): anywhere for Chinese and Japanese, at a word's
 * start for Korean (whose particles and endings follow a word), as whole words for the others.
 */
export function containsPhrase(text: string, phrase: string): boolean {
  const whole = LETTER.test(phrase[0] ?? '');
  const korean = HANGUL_START.test(phrase);
  for (let at = text.indexOf(phrase); at >= 0; at = text.indexOf(phrase, at + 1)) {
    const before = text[at - 1];
    const after = text[at + phrase.length];
    if (korean ? !before || !HANGUL_START.test(before) : !whole) return true;
    if (whole && (!before || !LETTER.test(before)) && (!after || !LETTER.test(after))) return true;
  }
  return false;
}

type Member = { phrase: string; terms: string[] };

export function createQuestionReader(analyzer: Analyzer, glossary: Glossary) {
  const groups = (folded: boolean): Member[][] =>
    glossary.synonyms.map((group) =>
      group.map((member) => {
        const terms = analyzer.terms(member, folded);
        // A phrase stands for itself, not for each of its words: "third-party fees" is not "fees".
        const across = terms.filter((t) => t.kind === 'pair' && t.text.includes(' '));
        const phrase = terms.filter((t) => t.kind === 'word').length > 1 && across.length ? across : terms;
        return { phrase: analyzer.normalize(member, folded), terms: phrase.map((t) => t.text) };
      }),
    );
  const synonymGroups = { plain: groups(false), folded: analyzer.locale === 'vi' ? groups(true) : [] };

  return function read(question: string, folded: boolean): ReadQuestion {
    const terms = analyzer.terms(question, folded);
    const text = analyzer.normalize(question, folded);
    const own = new Set(terms.map((t) => t.text));
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
        if (all.includes(term.text) || used.some((m) => !LETTER.test(term.origin[0]) && m.phrase.includes(term.origin)))
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
    for (const [term, concept] of expansions) add(term, own.has(term) ? 1 : SYNONYM_WEIGHT, concept);
    return { query, words };
  };
}
