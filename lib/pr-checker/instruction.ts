/**
 * The message the checker page sends (docs/behaviour.md#pr-credibility-checker): an instruction to produce a credibility
 * report in the parser's format, followed by the press release. The embedded analyst takes the
 * release back out; a remote or LLM agent follows the instruction.
 */
import { MESSAGE_MAX_CHARS } from '@/lib/validation/rules';

const PRESS_RELEASE_MARKER = 'Press release:';

export const CHECKER_INSTRUCTION = [
  'You are a senior PR editor. Analyze the press release below and write a PR credibility report.',
  'Score four dimensions from 0 to 25 each: clarity and structure, proof and evidence, media tone and authenticity, and investor appeal. The overall score out of 100 is their sum.',
  'Then list up to 3 key strengths and up to 5 improvement opportunities as bullet points that name the concrete thing in the text, and end with a one-sentence insight.',
  'Answer in exactly this format:',
  '',
  'Overall Score: <0-100>/100',
  'Clarity & Structure: <0-25>/25',
  'Proof & Evidence: <0-25>/25',
  'Media Tone & Authenticity: <0-25>/25',
  'Investor Appeal: <0-25>/25',
  '',
  'Key Strengths:',
  '- <strength>',
  '',
  'Improvement Opportunities:',
  '- <improvement>',
  '',
  'Insight: <one sentence>',
].join('\n');

/** The message text for one analysis. */
export function buildCheckerMessage(pressRelease: string): string {
  return `${CHECKER_INSTRUCTION}\n\n${PRESS_RELEASE_MARKER}\n${pressRelease}`;
}

/** The longest release the page accepts, so instruction and release fit in one message. */
export const PRESS_RELEASE_INPUT_MAX = MESSAGE_MAX_CHARS - buildCheckerMessage('').length;

// Marked pure so that the checker page, which only builds messages, does not ship it.
export const pressReleaseMarker = /* @__PURE__ */ new RegExp(`^${PRESS_RELEASE_MARKER}[ \\t]*\\r?\\n`, 'm');

/**
 * The press release inside a checker message: everything after the instruction, or after the first
 * marker line if the instruction's wording differs, or the whole text when there is neither.
 */
export function extractPressRelease(message: string): string {
  const prefix = `${CHECKER_INSTRUCTION}\n\n${PRESS_RELEASE_MARKER}\n`;
  if (message.startsWith(prefix)) return message.slice(prefix.length);
  const marker = pressReleaseMarker.exec(message);
  if (marker) return message.slice(marker.index + marker[0].length);
  return message;
}
