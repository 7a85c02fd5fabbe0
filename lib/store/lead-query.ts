/**
 * Pieces of the lead inbox's queries that both stores build the same way, so SQLite and Postgres
 * match the same leads for the same filter.
 */
import { LEAD_SEARCH_MAX_CHARS } from './lead-store';

/** The payload fields a search looks in. */
export const SEARCHED_FIELDS = ['name', 'company', 'email', 'message'] as const;

/** The pattern for a lead search (see `anywhere`), null for none; refuses an over-long one. */
export function containsPattern(text: string | undefined): string | null {
  const trimmed = text?.trim();
  if (!trimmed) return null;
  if (trimmed.length > LEAD_SEARCH_MAX_CHARS) {
    throw new RangeError(`A lead search can be at most ${LEAD_SEARCH_MAX_CHARS} characters.`);
  }
  return anywhere(trimmed);
}

/** A LIKE pattern for `text` anywhere, its wildcards and backslashes literal (`ESCAPE '\\'`). */
export function anywhere(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The rows of one page fetched newest first (or oldest first for `after`), put newest first. */
export function newestFirst<T>(rows: T[], ascending: boolean): T[] {
  return ascending ? rows.reverse() : rows;
}

/** Page sizes the stores serve: at least one lead, at most 200. */
export function pageLimit(limit: number): number {
  return Math.min(Math.max(Math.trunc(limit) || 1, 1), 200);
}
