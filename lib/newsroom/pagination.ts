/**
 * PR Studio's server-rendered pages: page 1 is /pr-studio itself (the newest six, with search),
 * older press releases follow six at a time on /pr-studio/page/2, /pr-studio/page/3, … so every
 * release is reachable by plain links, without JavaScript.
 */
import { PR_STUDIO_LIMIT } from './categories';

export const PR_STUDIO_PATH = '/pr-studio';

export function prStudioPagePath(page: number): string {
  return page <= 1 ? PR_STUDIO_PATH : `${PR_STUDIO_PATH}/page/${page}`;
}

export function pageCount(total: number, size = PR_STUDIO_LIMIT): number {
  return Math.max(1, Math.ceil(total / size));
}

/** The page number in a route segment: a plain positive integer without sign or leading zero, else undefined. */
export function parsePageNumber(segment: string): number | undefined {
  return /^[1-9]\d{0,5}$/.test(segment) ? Number(segment) : undefined;
}

export type Page<T> = { items: T[]; page: number; pages: number };

/** One page of `items`, or undefined when `page` is past the last one. */
export function paginate<T>(items: readonly T[], page: number, size = PR_STUDIO_LIMIT): Page<T> | undefined {
  const pages = pageCount(items.length, size);
  if (!Number.isInteger(page) || page < 1 || page > pages) return undefined;
  return { items: items.slice((page - 1) * size, page * size), page, pages };
}
