/** Calendar dates as `YYYY-MM-DD` in the local time zone of whoever runs the code (server or browser). */
export function localIsoDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Dates in the en-US short format (docs/behaviour.md#newsroom) ("Nov 26, 2026"). Formatted in UTC from the
 * calendar date, so the server and the browser print the same text for the same day.
 */
export function formatShortDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
