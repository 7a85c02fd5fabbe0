/**
 * One language's assistant: it ranks that language's passages and the actions together for a
 * question and answers by quoting the best passage and linking its page, or, when no passage
 * answers enough of the question, says it does not know and offers a person (docs/behaviour.md#chat).
 */
import type { AgentMessage } from '@/lib/conversations/agent';
import { actionPassages, refusal } from './actions';
import { isWrittenIn } from './language';
import { buildPassages, type Passage } from './passages';
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
const MIN_COVERAGE = Number(process.env.MC ?? 0.5);
/** …with at least this BM25 score. */
const MIN_SCORE = Number(process.env.MS ?? 25);
/** A second passage is added when it scores this close to the first and answers other words. */
const SECOND_SHARE = 0.6;
/** Questions up to this many words may lean on the previous question ("and how much is it?"). */
const FOLLOW_UP_WORDS = 6;

const answers = (hit: Hit | undefined): hit is Hit => !!hit && hit.coverage >= MIN_COVERAGE && hit.score >= MIN_SCORE;

export function createAnswerer(sources: AnswererSources): Answerer {
  const analyzer = createAnalyzer(sources.locale, sources.glossary);
  const content = buildPassages(sources).filter((passage) => isWrittenIn(passage.answer, sources.locale));
  const retrieval = createRetrieval([...content, ...actionPassages(sources)], analyzer, sources.glossary);

  function best(question: string, history: readonly AgentMessage[] = []): Hit[] {
    const hits = retrieval.search(question);
    if (answers(hits[0])) return hits;
    const previous = [...history].reverse().find((turn) => turn.role === 'user')?.content;
    if (!previous || analyzer.terms(question).length > FOLLOW_UP_WORDS) return hits;
    return retrieval.search(question, previous);
  }

  function chosen(question: string, history?: readonly AgentMessage[]): Hit[] {
    const [first, second] = best(question, history);
    if (!answers(first)) return [];
    const addsWords = second && [...second.covered].some((word) => !first.covered.has(word));
    const related = second && second.passage.kind !== 'action' && first.passage.kind !== 'action';
    return addsWords && related && second.score >= first.score * SECOND_SHARE && answers(second) ? [first, second] : [first];
  }

  return {
    ground: (question, history) => chosen(question, history).map((hit) => hit.passage),
    reply(question, history) {
      const hits = chosen(question, history);
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
