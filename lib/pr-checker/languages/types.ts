/**
 * What a wire editor in one market checks, as data (docs/behaviour.md#scoring-by-language). Every
 * list is matched as plain text, never as a pattern, so an editor can add a word without thinking
 * about regular expressions and the scoring stays linear in the text. Latin-script lists are
 * matched without case and only as whole words; CJK lists as written.
 */
export type LanguageRules = {
  /** Headline and paragraph length are counted in characters where words are not spaced. */
  lengthUnit: 'characters' | 'words';
  /** The headline length the market's wires publish, in `lengthUnit`. */
  headline: { min: number; max: number };
  /** Longest paragraph and average sentence an editor reads without cutting, in `lengthUnit`. */
  paragraphMax: number;
  sentenceMax: number;
  /** Lines before the headline that address the newsroom ("報道関係者各位"): not the headline. */
  preamble: string[];
  /** Headings that open the boilerplate and the media-contact block, matched at a line's start or end. */
  aboutHeadings: { prefix: string[]; suffix: string[] };
  contactHeadings: string[];
  /** Opening marks of quotations with their closing marks; shorter spans are terms, not quotes. */
  quoteMarks: [open: string, close: string][];
  minQuoteLength: number;
  /** How the market attributes a quote ("と述べています", "表示", "라고 말했다", "cho biết"). */
  speechVerbs: string[];
  /** Job titles and honorifics that show the speaker is a named person. */
  titles: string[];
  /** Speakers who are not a person: "the team", "a spokesperson". */
  anonymousSpeakers: string[];
  /** Words for "today" and the announcement verbs of a lead. */
  when: string[];
  announcementVerbs: string[];
  /** Units after a number that make it a fact: market units (万, 億, tỷ), currencies, counters. */
  numberUnits: string[];
  hype: { strong: string[]; mild: string[] };
  /** Sweeping claims an editor asks a source for: "史上最", "업계 최초", "duy nhất". */
  claims: string[];
  /** Return promises, price talk and calls to buy that make editors and regulators stop reading. */
  redFlags: string[];
  /** The company selling to the reader: "私たち", "저희", "chúng tôi", "あなた". */
  selling: string[];
  /** Cues of named outside parties: lead investors, partners, customers. */
  thirdPartyCues: string[];
  regulators: string[];
  compliance: string[];
  funding: string[];
  traction: string[];
  market: string[];
  team: string[];
  useOfFunds: string[];
  plans: string[];
  /** Evidence a journalist can check: founding year words, registration numbers, audits. */
  verifiable: string[];
};
