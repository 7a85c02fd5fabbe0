/** The links to the pages either side of a list's page, each a URL or absent at the list's end. */
export type PagerLinks = { noun: string; label?: string; newer?: string; older?: string };

/** A list's "newer" and "older" links, plain links so paging works without JavaScript. */
export function Pager({ noun, label = `Pages of ${noun}`, newer, older }: PagerLinks) {
  if (newer === undefined && older === undefined) return null;
  return (
    <nav aria-label={label} className="flex gap-4 text-sm">
      {newer !== undefined && (
        <a href={newer} className="underline underline-offset-4">
          Newer {noun}
        </a>
      )}
      {older !== undefined && (
        <a href={older} className="underline underline-offset-4">
          Older {noun}
        </a>
      )}
    </nav>
  );
}
