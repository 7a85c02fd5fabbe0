/**
 * The one builder of list URLs in the back office: a list's path with its filter and, for a page
 * other than the first, its cursor. Empty filter values are left out, so the URL stays as short as
 * the form that made it.
 */
export function listHref(path: string, filter: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filter))
    if (value !== undefined && value !== '') params.set(name, String(value));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** The link to the page before or after a cursor, or none when the list ends there. */
function pageHref(
  path: string,
  filter: Record<string, string | undefined>,
  side: 'before' | 'after',
  cursor: string | number | undefined,
): string | undefined {
  return cursor === undefined ? undefined : listHref(path, { ...filter, [side]: cursor });
}

/** The links to a cursor-paged list's newer and older pages, keeping its filter. */
export function pagerLinks(
  path: string,
  filter: Record<string, string | undefined>,
  cursors: { newer?: string | number; older?: string | number },
): { newer?: string; older?: string } {
  return {
    newer: pageHref(path, filter, 'after', cursors.newer),
    older: pageHref(path, filter, 'before', cursors.older),
  };
}
