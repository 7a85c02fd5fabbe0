/** Clarity and structure: headline, dateline, the lead's four Ws, paragraphs, sentences, readability. */
import { listOf, quoteText } from '../facts';
import { ANNOUNCEMENT_VERB, BASED_IN, CRYPTO_RED_FLAGS, MILD_HYPE, PLACE, PLACE_NAME, STRONG_HYPE, WHEN_WORD } from '../lexicon';
import { DATE_SOURCE, fleschKincaidGrade, fullName, matchDateline, namesIn, wordCount, type PressReleaseDoc } from '../text';
import type { Signal } from '../types';
import { trimEndChars } from '@/lib/text/linear';

export const DATE = new RegExp(DATE_SOURCE, 'i');

const signal = (s: Omit<Signal, 'dimension'>): Signal => ({ ...s, dimension: 'clarity' });

function isSelling(text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, '');
  const upper = text.replace(/[^\p{Lu}]/gu, '');
  return (
    text.includes('!') ||
    (letters.length >= 12 && upper.length / letters.length > 0.6) ||
    text.search(STRONG_HYPE) >= 0 ||
    text.search(MILD_HYPE) >= 0 ||
    text.search(CRYPTO_RED_FLAGS) >= 0
  );
}

export function headlineSignal(doc: PressReleaseDoc): Signal {
  const max = 5;
  const example = `e.g. “${doc.subject ?? 'Company'} raises US$5 million to expand payments across Southeast Asia”`;
  if (!doc.headline) {
    return signal({
      id: 'clarity.headline',
      label: 'Headline',
      earned: 0,
      max,
      improvement: `Add a headline line above the body: 6–14 words that name the company and the news, ${example}.`,
    });
  }
  const words = wordCount(doc.headline);
  const idealLength = words >= 6 && words <= 14 && doc.headline.length <= 110;
  const lengthPoints = idealLength ? 2 : words >= 4 && words <= 20 ? 1 : 0;
  const namesCompany = namesIn(doc.headline, doc.names).some((n) => !PLACE_NAME.test(n));
  const statesNews = /\d/.test(doc.headline) || ANNOUNCEMENT_VERB.test(doc.headline);
  const earned = 1 + lengthPoints + (namesCompany ? 1 : 0) + (statesNews ? 1 : 0);
  // A headline that shouts or sells is never held up as a strength, whatever its length.
  const clean = !isSelling(doc.headline);

  const fixes: string[] = [];
  if (!idealLength) fixes.push(words > 14 ? `cut it from ${words} to 6–14 words` : `give it 6–14 words (it has ${words})`);
  if (!namesCompany) fixes.push('name the company in it');
  if (!statesNews) fixes.push('state the concrete news with an action or a number (“launches”, “raises US$5 million”)');
  return signal({
    id: 'clarity.headline',
    label: 'Headline',
    earned,
    max,
    strength:
      earned >= 4 && clean
        ? `Headline ${quoteText(doc.headline)} is ${words} words and states the news${namesCompany ? ' with the company named' : ''}.`
        : undefined,
    improvement: fixes.length ? `Headline ${quoteText(doc.headline)}: ${listOf(fixes)}.` : undefined,
  });
}

export function datelineSignal(doc: PressReleaseDoc): Signal {
  const max = 3;
  const first = doc.story[0] ?? '';
  const dateline = matchDateline(first);
  const improvement = 'Open the first paragraph with a dateline, the city and the date: “SINGAPORE, 12 May 2025 —”.';
  if (dateline) {
    return signal({
      id: 'clarity.dateline',
      label: 'Dateline',
      earned: max,
      max,
      strength: `Dateline ${quoteText(trimEndChars(first.slice(0, dateline.length), ',–—-', { whitespace: true }))} tells editors where and when at a glance.`,
    });
  }
  const dated = DATE.test(doc.lead);
  return signal({
    id: 'clarity.dateline',
    label: 'Dateline',
    earned: dated ? 1 : 0,
    max,
    improvement,
  });
}

export function leadSignal(doc: PressReleaseDoc): Signal {
  const max = 8;
  const dateline = matchDateline(doc.lead);
  const body = dateline ? doc.lead.slice(dateline.length) : doc.lead;
  const whoToken = namesIn(body, doc.names).find((n) => !PLACE_NAME.test(n));
  const who = whoToken && fullName(body, whoToken);
  const what = ANNOUNCEMENT_VERB.exec(body)?.[0];
  const when = dateline?.date ?? DATE.exec(doc.lead)?.[0] ?? WHEN_WORD.exec(body)?.[0];
  const where = dateline?.place ?? PLACE.exec(body)?.[0] ?? BASED_IN.exec(body)?.[0];
  const found = { who, what, when, where };
  const missing = (Object.keys(found) as (keyof typeof found)[]).filter((k) => !found[k]);
  const earned = 2 * (4 - missing.length);
  if (!doc.lead) {
    return signal({ id: 'clarity.lead', label: 'Lead paragraph', earned: 0, max, improvement: 'Write a lead paragraph that says who did what, when and where, in one or two sentences.' });
  }
  return signal({
    id: 'clarity.lead',
    label: 'Lead paragraph',
    earned,
    max,
    strength:
      missing.length === 0
        ? `The lead answers who (${who}), what (“${what}”), when (${when}) and where (${where}) in its first lines.`
        : undefined,
    improvement: missing.length
      ? `The first paragraph does not say ${listOf(missing.map((k) => (k === 'who' ? 'who (the company by name)' : k)))}: a lead should answer who, what, when and where before any background.`
      : undefined,
  });
}

const IDEAL_PARAGRAPH_WORDS = 80;

export function paragraphSignal(doc: PressReleaseDoc): Signal {
  const max = 3;
  const paragraphs = doc.story.filter((p) => wordCount(p) > 12);
  const lengths = paragraphs.map(wordCount);
  const total = lengths.reduce((a, b) => a + b, 0);
  const longest = lengths.length ? Math.max(...lengths) : 0;
  const average = lengths.length ? Math.round(total / lengths.length) : 0;
  const earned =
    paragraphs.length >= 4 && longest <= 120 && average <= IDEAL_PARAGRAPH_WORDS
      ? 3
      : paragraphs.length >= 3 && longest <= 160
        ? 2
        : paragraphs.length >= 2
          ? 1
          : 0;
  let improvement: string | undefined;
  if (earned < max) {
    if (paragraphs.length <= 1) {
      improvement = `The story is a single block of ${total} words: break it into four or more short paragraphs, one idea each, under ${IDEAL_PARAGRAPH_WORDS} words.`;
    } else if (longest > 120) {
      const culprit = paragraphs[lengths.indexOf(longest)];
      improvement = `The paragraph starting ${quoteText(culprit, 50)} runs ${longest} words: split it so no paragraph passes about ${IDEAL_PARAGRAPH_WORDS} words.`;
    } else {
      improvement = `Only ${paragraphs.length} body paragraphs: a publishable release has four to eight (lead, detail, quote, context, outlook).`;
    }
  }
  return signal({
    id: 'clarity.paragraphs',
    label: 'Paragraphs',
    earned,
    max,
    strength: earned === max ? `${paragraphs.length} body paragraphs of about ${average} words each keep the story easy to scan.` : undefined,
    improvement,
  });
}

export function sentenceSignal(doc: PressReleaseDoc): Signal {
  const max = 3;
  const lengths = doc.sentences.map(wordCount);
  if (lengths.length === 0) {
    return signal({ id: 'clarity.sentences', label: 'Sentence length', earned: 0, max, improvement: 'Write the story in full sentences.' });
  }
  const average = lengths.reduce((a, b) => a + b, 0) / lengths.length;
  const longOnes = doc.sentences.filter((_, i) => lengths[i] > 40);
  const longShare = longOnes.length / lengths.length;
  const earned =
    average >= 12 && average <= 24 && longShare <= 0.1
      ? 3
      : average >= 8 && average <= 30 && longShare <= 0.25
        ? 2
        : average <= 38
          ? 1
          : 0;
  const rounded = Math.round(average);
  let improvement: string | undefined;
  if (earned < max) {
    if (average < 12) {
      improvement = `Sentences average ${rounded} words: short bursts read like ad copy; write full sentences of 12–24 words that carry a fact each.`;
    } else if (longOnes.length) {
      improvement = `${longOnes.length} sentence${longOnes.length === 1 ? ' runs' : 's run'} past 40 words, e.g. ${quoteText(longOnes[0], 60)}: split them; aim for 12–24 words.`;
    } else {
      improvement = `Sentences average ${rounded} words: aim for 12–24 so an editor can lift them unchanged.`;
    }
  }
  return signal({
    id: 'clarity.sentences',
    label: 'Sentence length',
    earned,
    max,
    strength: earned === max ? `Sentences average ${rounded} words, short enough for editors to quote as they are.` : undefined,
    improvement,
  });
}

export function readabilitySignal(doc: PressReleaseDoc): Signal {
  const max = 3;
  const grade = fleschKincaidGrade(doc);
  if (grade === null) {
    return signal({
      id: 'clarity.readability',
      label: 'Readability',
      earned: 0,
      max,
      improvement: 'There is too little body text to read as a story: a publishable release runs 300–600 words.',
    });
  }
  const g = Math.round(grade * 10) / 10;
  const earned = grade >= 5 && grade <= 15 ? 3 : (grade >= 3 && grade < 5) || (grade > 15 && grade <= 18) ? 2 : grade <= 21 ? 1 : 0;
  return signal({
    id: 'clarity.readability',
    label: 'Readability',
    earned,
    max,
    strength: earned === max ? `Readability at Flesch–Kincaid grade ${g}, in the range business desks publish (5–15).` : undefined,
    improvement:
      earned < max
        ? grade > 15
          ? `Readability is Flesch–Kincaid grade ${g}: swap long words and stacked clauses for plain ones until it reads at grade 15 or below.`
          : `Readability is Flesch–Kincaid grade ${g}: it reads like a slogan; explain the news in complete, specific sentences.`
        : undefined,
  });
}

export function claritySignals(doc: PressReleaseDoc): Signal[] {
  return [headlineSignal(doc), datelineSignal(doc), leadSignal(doc), paragraphSignal(doc), sentenceSignal(doc), readabilitySignal(doc)];
}
