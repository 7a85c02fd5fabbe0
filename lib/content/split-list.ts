/** Splits a comma-separated field ("a, b,,c ") into trimmed, non-empty items. */
export function splitCommaList(value: string | undefined | null): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}
