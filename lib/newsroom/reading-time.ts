const WORDS_PER_MINUTE = 220;

/** Words in Markdown text, ignoring link targets and formatting marks. */
export function countWords(markdown: string): number {
  const text = markdown.replace(/\]\([^()]*\)/g, ']').replace(/[#>*_`|[\]]/g, ' ');
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/** Whole minutes, at least 1. */
export function readingMinutes(markdown: string): number {
  return Math.max(1, Math.ceil(countWords(markdown) / WORDS_PER_MINUTE));
}
