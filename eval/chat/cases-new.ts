/**
 * The evaluation sets written before the retrieval answerer exists: 52 questions in each of
 * Vietnamese, Chinese, Korean and Japanese, more English ones, and questions asked in another
 * language on an English page. They are not in `evalSet` (which embedded.eval.ts gates on): the
 * gate switches to them when the new answerer lands.
 *
 * Halves, fixed before any answerer rule is written: `tuning` items may be read while writing the
 * answerer's rules; `held-out` items only measure it, and must not be read for that. The rule that
 * assigned them (each item states its half; cases.test.ts checks the sizes):
 *   - within one exported list, the items of one topic, taken in file order, alternate between the
 *     halves;
 *   - a topic with an even number of items starts with `tuning`;
 *   - the topics with an odd number take turns in the order of TOPICS (schema.ts): the first starts
 *     with `tuning`, the next with `held-out`, and so on.
 * So every topic is split as evenly as it can be, and the halves of a list differ by at most one.
 * A new item goes to the half the rule gives it at the end of its topic; existing items keep theirs.
 */
import { crossLanguageItems, moreEnItems } from './cases-more-en';
import { jaItems } from './cases-ja';
import { koItems } from './cases-ko';
import { viItems } from './cases-vi';
import { zhItems } from './cases-zh';
import { parseEvalSet } from './schema';

/** Each language's new items, as written (for the checks on their sizes and halves). */
export const heldOutSets = {
  vi: viItems,
  zh: zhItems,
  ko: koItems,
  ja: jaItems,
  en: moreEnItems,
  crossLanguage: crossLanguageItems,
};

export const newEvalSet = parseEvalSet(Object.values(heldOutSets).flat());
