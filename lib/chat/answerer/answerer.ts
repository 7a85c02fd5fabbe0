/**
 * One language's assistant: it ranks that language's passages and the actions together for a
 * question and answers by quoting the best passage and linking its page, or, when no passage
 * answers enough of the question, says it does not know and offers a person (docs/behaviour.md#how-the-assistant-answers).
 */
import type { AgentMessage } from '@/lib/conversations/agent';
import { actionPassages, refusal } from './actions';
import { isWrittenIn } from './language';
import { buildPassages, type Passage } from './passages';
import { containsPhrase } from './query';
import { createRetrieval, type Hit } from './retrieval';
import type { AnswererSources } from './sources';
import { createAnalyzer } from './tokens';
import { fill } from './vocabulary';

export type Answerer = {
  reply(question: string, history?: readonly AgentMessage[]): string;
  /** The passages an answer would be grounded in (for a model), best first; empty when none answers. */
  ground(question: string, history?: readonly AgentMessage[]): Passage[];
};

/** A passage answers when it matched this share of the question's weighted words… */
const MIN_COVERAGE = 0.5;
/** …with at least this BM25 score. */
const MIN_SCORE = 20;
/** A second passage is looked for when the first leaves this share of the question unanswered. */
const SECOND_SHARE = 0.25;
/** Questions up to this many words may lean on the previous question ("and how much is it?"). */
const FOLLOW_UP_WORDS = 6;

/**
 * A question has made its point well within this many characters; only they are read, so a message
 * of the largest size the chat accepts costs no more than a long question.
 */
const MAX_QUESTION_CHARS = 500;

const answers = (hit: Hit | undefined): hit is Hit => !!hit && hit.coverage >= MIN_COVERAGE && hit.score >= MIN_SCORE;

export function createAnswerer(sources: AnswererSources): Answerer {
  const analyzer = createAnalyzer(sources.locale, sources.glossary);
  const content = buildPassages(sources).filter((passage) => isWrittenIn(passage.answer, sources.locale));
  const actions = actionPassages(sources);
  const retrieval = createRetrieval([...content, ...actions], analyzer, sources.glossary);
  const lettersOf = (text: string) => analyzer.normalize(text).replace(/[^\p{L}\p{N}]+/gu, '');

  /**
   * A question made only of words that carry no meaning ("what do you guys do?", 「你们是做什么的」)
   * has nothing to search: it is matched against the actions' example questions as written.
   */
  const examples = actions
    .map((passage) => ({ passage, letters: lettersOf(passage.title) }))
    .filter(({ letters }) => letters.length >= 4);
  function stockQuestion(question: string): Hit[] {
    const asked = lettersOf(question);
    const found = examples.find(({ letters }) => asked.includes(letters));
    return found ? [{ passage: found.passage, score: MIN_SCORE, coverage: 1, covered: new Set() }] : [];
  }

  /**
   * The best hits. A short question that points back ("and how long does that take?", a glossary
   * list) is read with the previous one, whose words weigh less; one that does not is read alone.
   */
  function best(question: string, history: readonly AgentMessage[] = []): Hit[] {
    const previous = [...history]
      .reverse()
      .find((turn) => turn.role === 'user')
      ?.content.slice(0, MAX_QUESTION_CHARS);
    const text = analyzer.normalize(question);
    const pointsBack =
      previous &&
      analyzer.terms(question).filter((term) => term.kind === 'word').length <= FOLLOW_UP_WORDS &&
      sources.glossary.pointers.some((word) => containsPhrase(text, analyzer.normalize(word)));
    const hits = retrieval.search(question, pointsBack ? { context: previous } : {});
    const found =
      answers(hits[0]) || !previous || pointsBack ? hits : retrieval.search(question, { context: previous });
    const meaningful = analyzer.terms(question).some((term) => term.kind === 'word');
    return answers(found[0]) || meaningful ? found : stockQuestion(question);
  }

  /**
   * The passage that answers the question, and a second one when the question asks two things
   * ("where are you based, and how much is the PR Package?"): the words the first left unanswered
   * are searched again on their own, and the two together must answer enough of the question.
   */
  function chosen(question: string, history?: readonly AgentMessage[]): Hit[] {
    const [first] = best(question, history);
    if (!first || first.score < MIN_SCORE) return [];
    const small = first.passage.action === 'greeting' || first.passage.action === 'thanks';
    if (small || first.coverage > 1 - SECOND_SHARE) return answers(first) ? [first] : [];
    const [second] = retrieval.search(question, { without: first.covered });
    const both = second && second.passage.id !== first.passage.id && answers(second);
    if (!both) return answers(first) ? [first] : [];
    return first.coverage + second.coverage * (1 - first.coverage) >= MIN_COVERAGE ? [first, second] : [];
  }

  return {
    ground: (question, history) => chosen(question.slice(0, MAX_QUESTION_CHARS), history).map((hit) => hit.passage),
    reply(question, history) {
      const hits = chosen(question.slice(0, MAX_QUESTION_CHARS), history);
      if (!hits.length) return refusal(sources);
      const pages = new Map(hits.map(({ passage }) => [passage.href, passage.label]));
      const small = hits[0].passage.action === 'greeting' || hits[0].passage.action === 'thanks';
      const source = [...pages].map(([href, label]) => `[${label}](${href})`).join(' · ');
      return [...hits.map((hit) => hit.passage.answer), small ? '' : fill(sources.phrases.source, { link: source })]
        .filter(Boolean)
        .join('\n\n');
    },
  };
}
