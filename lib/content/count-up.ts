/** Counter animation constants from docs/behaviour.md#numbers: 2.5 s, once, when 30% of the section is visible. */
export const COUNT_UP_DURATION_MS = 2500;
export const COUNT_UP_THRESHOLD = 0.3;

/**
 * The character a language groups thousands with (`,` in English, `.` in Vietnamese), read on the
 * server. The counters format every frame with groupDigits() instead of Intl.NumberFormat: a
 * browser's first Intl formatter loads its locale data, tens of milliseconds of main thread on a
 * slow phone while the page hydrates (docs/architecture.md#slow-phones).
 */
export function digitGroupSeparator(languageTag: string): string {
  return new Intl.NumberFormat(languageTag).formatToParts(1000).find((part) => part.type === 'group')?.value ?? '';
}

/** A whole number with its thousands grouped by `separator`: groupDigits(450000, ',') is "450,000". */
export function groupDigits(value: number, separator: string): string {
  const digits = String(Math.trunc(Math.abs(value)));
  let grouped = digits.slice(0, digits.length % 3 || 3);
  for (let i = grouped.length; i < digits.length; i += 3) grouped += separator + digits.slice(i, i + 3);
  return value < 0 ? `-${grouped}` : grouped;
}

/** Ease-out cubic: fast at first, settling on the final number. */
function easeOutCubic(t: number): number {
  return 1 - (1 - t) ** 3;
}

/** The number to show `elapsedMs` into the animation: 0 at the start, exactly `target` at the end. */
export function countUpValue(target: number, elapsedMs: number, durationMs = COUNT_UP_DURATION_MS): number {
  if (durationMs <= 0 || elapsedMs >= durationMs) return target;
  if (elapsedMs <= 0) return 0;
  return Math.round(target * easeOutCubic(elapsedMs / durationMs));
}
