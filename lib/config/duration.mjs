/**
 * Durations in configuration: a whole number of milliseconds (`90000`) or a number with one unit
 * (`500ms`, `90s`, `15m`, `24h`, `7d`). Hand-written because the grammar is five units.
 */
/** @type {Record<string, number>} */
const UNITS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

const DURATION = /^(\d{1,12})(ms|s|m|h|d)?$/;

/**
 * Milliseconds, or undefined when the text is not a duration.
 * @param {string} text
 * @returns {number | undefined}
 */
export function parseDuration(text) {
  const match = DURATION.exec(text.trim());
  if (!match) return undefined;
  return Number(match[1]) * UNITS[match[2] ?? 'ms'];
}
