/**
 * Text normalisation shared by the index and the query side: the same function runs over passages
 * and questions, so a visitor's "fees" and a passage's "price" meet on one canonical term.
 */

const HOW_LONG = /\bhow long\b/g;
const STAYS_WORD = /\b(online|stay|remain|last|kept|keep)\b/g;

/**
 * "how long … online" up to the last such word on the line becomes " lifetime ": the linear form of
 * `/\bhow long\b.*\b(online|…)\b/g`, whose `.*` retried from every "how long" is quadratic.
 */
function rewriteLifetimeQuestions(text: string): string {
  // The captured line breaks stay in the list, so joining gives the text back.
  return text
    .split(/([\n\r\u2028\u2029])/)
    .map((line) => {
      HOW_LONG.lastIndex = 0;
      const start = HOW_LONG.exec(line);
      if (!start) return line;
      STAYS_WORD.lastIndex = start.index + start[0].length;
      let end = -1;
      for (let word = STAYS_WORD.exec(line); word; word = STAYS_WORD.exec(line)) end = STAYS_WORD.lastIndex;
      return end < 0 ? line : `${line.slice(0, start.index)} lifetime ${line.slice(end)}`;
    })
    .join('');
}

/**
 * Multi-word phrases rewritten before tokenising, longest first so "money back guarantee" wins over
 * "money back"; a function stands for a rewrite a single pattern cannot do in linear time.
 */
const PHRASES: Array<[RegExp, string] | ((text: string) => string)> = [
  [/\bmoney[-\s]back\b/g, ' refund '],
  [/\bpay(ing)? (me |us )?back\b/g, ' refund '],
  [/\bcase[-\s]stud(y|ies)\b/g, ' casestudy '],
  [/\bsuccess stor(y|ies)\b/g, ' casestudy '],
  [/\btrack record\b/g, ' casestudy '],
  [/\bsearch engines?\b/g, ' seo '],
  [/\bgoogle (ranking|rank|results?)\b/g, ' seo '],
  [/\bgo(es|ing)? live\b/g, ' publish '],
  [/\bstay(s)? (online|up|live)\b/g, ' lifetime '],
  rewriteLifetimeQuestions,
  [/\bhow long\b/g, ' duration '],
  [/\bhow (much|expensive)\b/g, ' price '],
  [/\bwhere are you\b/g, ' office '],
  [/\bwhere (is|are) (your|the) (team|company|agency)\b/g, ' office '],
  [/\btier[-\s]?(1|one)\b/g, ' tier1 '],
  [/\bdiscovery call\b/g, ' book call '],
  [/\bgoogle news\b/g, ' googlenews '],
  [/\bbing news\b/g, ' bingnews '],
  [/\bnews ?wire\b/g, ' wire '],
  [/\bmain ?net\b/g, ' launch '],
  [/\b(token generation event|tge)\b/g, ' launch '],
  [/\bfund ?rais(e|ing)\b/g, ' investor '],
  [/\bsee (it|the article|the release|the text)? ?(before|first)\b/g, ' review '],
  [/\bsign[-\s]?off\b/g, ' review '],
  [/\bsame (article|text|release|content|version)\b/g, ' unique '],
  [/\b(own|different|separate) versions?\b/g, ' unique '],
  [/\b(revision rounds?|rounds? of (revisions?|edits|changes))\b/g, ' revision '],
  [/\bholding statements?\b/g, ' crisis statement '],
  [/\b(thought leadership|bylined?|podcasts?)\b/g, ' leadership '],
  [/\bmarket entry\b/g, ' entry '],
  [/\bpr\b/g, ' pr '],
];

/** Each group maps every listed (stemmed) word onto its first entry. */
const SYNONYM_GROUPS: string[][] = [
  [
    'price',
    'pricing',
    'cost',
    'fee',
    'rate',
    'charge',
    'budget',
    'usd',
    'dollar',
    'quote',
    'expensive',
    'cheap',
    'afford',
    'affordable',
    'spend',
    'invest',
  ],
  ['refund', 'reimburse', 'reimbursement', 'repay', 'repaid', 'cancel', 'cancellation'],
  ['guarantee', 'guaranteed', 'warranty', 'promise', 'promised', 'assure', 'ensure'],
  [
    'crisis',
    'emergency',
    'urgent',
    'exploit',
    'hack',
    'hacked',
    'breach',
    'scandal',
    'outage',
    'fud',
    'rumour',
    'rumor',
    'backlash',
    'damage',
    'incident',
    'exploited',
    'hacker',
    'attack',
    'attacked',
    'drained',
    'compromised',
    'insolvent',
  ],
  ['book', 'booking', 'schedule', 'appointment', 'meeting', 'consultation', 'consult', 'demo'],
  ['office', 'located', 'location', 'based', 'address', 'headquarters', 'hq', 'branch'],
  ['publish', 'publication', 'published', 'publishing', 'posted', 'appear', 'online'],
  ['seo', 'backlink', 'ranking', 'rank', 'organic', 'visibility'],
  ['review', 'approve', 'approval', 'preview', 'proofread', 'proof-read'],
  ['unique', 'different', 'duplicate', 'identical', 'original', 'customised', 'customized', 'separate'],
  ['syndicate', 'syndicated', 'syndication', 'republish', 'network'],
  [
    'lifetime',
    'permanent',
    'permanently',
    'forever',
    'remove',
    'removed',
    'delete',
    'deleted',
    'archive',
    'archived',
    'expire',
  ],
  ['duration', 'timeline', 'turnaround', 'fast', 'quick', 'quickly', 'speed', 'days', 'soon', 'long', 'time'],
  ['write', 'writing', 'writer', 'wrote', 'written', 'draft', 'copywriting', 'copywriter'],
  ['popular', 'recommend', 'recommended', 'best', 'bestseller', 'favourite', 'favorite'],
  ['contact', 'email', 'mail', 'phone', 'telegram', 'whatsapp'],
  ['service', 'offer', 'offering', 'provide'],
  ['casestudy', 'client', 'portfolio', 'example', 'result', 'proof', 'reference', 'testimonial'],
  ['investor', 'funding', 'fundraise', 'round', 'vc', 'venture', 'seed', 'series'],
  ['launch', 'launching', 'debut', 'listing', 'announce', 'announcement'],
  ['journalist', 'reporter', 'editor', 'publisher'],
  ['outlet', 'site', 'website', 'media', 'newspaper', 'magazine'],
  ['package', 'plan', 'tier', 'bundle', 'option'],
  ['checker', 'credibility', 'score', 'scoring', 'analyze', 'analyse', 'analysis'],
  ['angle', 'hook', 'story', 'headline'],
  ['founder', 'founded', 'cofounder', 'co-founder', 'ceo', 'team', 'who', 'people', 'staff', 'started'],
  ['web3', 'crypto', 'blockchain', 'defi', 'nft', 'token', 'dao'],
  ['fintech', 'payment', 'bank', 'banking', 'finance', 'financial'],
];

const SYNONYMS = new Map<string, string>();
for (const group of SYNONYM_GROUPS) {
  for (const word of group) {
    if (!SYNONYMS.has(word)) SYNONYMS.set(word, group[0]);
  }
}

const STOPWORDS = new Set(
  (
    'a an and are as at be been being but by can could did do does doing for from had has have having how i if in ' +
    'into is it its just me my of on or our ours so than that the their them then there these they this those to ' +
    'too us was we were what when which while will with would you your yours about any also am get got give tell ' +
    'know want need like please should shall may might much many more most some such very really ok okay hi ' +
    'there here where why whom whose im ive youre dont does doesnt cant wont isnt arent one ones thing things kind ' +
    'sort lot lots each every all both either neither other another same own let lets make made use used go going ' +
    'whats thats hows wheres whos theres heres dont doesnt didnt cant wont isnt arent youre youve youll ive id ill ' +
    'wasnt werent shouldnt wouldnt couldnt help next suggest advise think'
  ).split(/\s+/),
);

/** A small suffix stripper: enough to join "packages"/"package" and "placements"/"placement". */
function stem(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('sses')) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us') && !word.endsWith('is'))
    return word.slice(0, -1);
  return word;
}

function canonical(word: string): string {
  const direct = SYNONYMS.get(word);
  if (direct) return direct;
  const stemmed = stem(word);
  return SYNONYMS.get(stemmed) ?? stemmed;
}

/** Lower-cases, folds accents and punctuation, and rewrites known phrases. */
// One reply runs every intent check and the retrieval over the same question, each normalising it:
// the last result is kept so that happens once.
let lastNormalized: { text: string; out: string } | undefined;

export function normalize(text: string): string {
  if (lastNormalized?.text === text) return lastNormalized.out;
  let out = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’‘`]/g, "'")
    .replace(/'(s|re|ve|ll|d|m|t)\b/g, '$1')
    .replace(/\$\s?\d/g, ' price $&');
  for (const phrase of PHRASES) {
    out = typeof phrase === 'function' ? phrase(out) : out.replace(phrase[0], phrase[1]);
  }
  lastNormalized = { text, out };
  return out;
}

function tokenize(text: string): string[] {
  return text.split(/[^a-z0-9+]+/).filter(Boolean);
}

/** Normalised, stop-word-free, canonical terms of a text, in order. */
export function terms(text: string): string[] {
  return tokenize(normalize(text))
    .filter((word) => !STOPWORDS.has(word))
    .map(canonical)
    .filter((word) => word.length > 1 || /\d/.test(word));
}
