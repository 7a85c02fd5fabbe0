/** Counter animation constants from docs/behaviour.md#numbers: 2.5 s, once, when 30% of the section is visible. */
export const COUNT_UP_DURATION_MS = 2500;
export const COUNT_UP_THRESHOLD = 0.3;

const countFormat = new Intl.NumberFormat('en-US');

export function formatCount(value: number): string {
  return countFormat.format(value);
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
