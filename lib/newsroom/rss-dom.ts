/**
 * Browser-side reader for /prstudio/rss.xml. rss-parser needs Node, so the client island uses the
 * built-in DOMParser and the zod-free item check (the server has already validated with zod).
 */
import { checkFeedItem, sortNewestFirst, toIsoDate, type FeedItem } from './feed-item-check';
import { DC_NAMESPACE } from './rss-build';

function childText(parent: Element, name: string): string | undefined {
  for (const child of Array.from(parent.children)) {
    // RSS 2.0 elements have no namespace; this skips look-alikes such as atom:link.
    if (child.localName === name && !child.namespaceURI) return child.textContent?.trim() ?? '';
  }
  return undefined;
}

/** Parses RSS 2.0 text; throws when the text is not XML or has no channel. */
export function parseRssText(xml: string, parser: DOMParser = new DOMParser()): FeedItem[] {
  const doc = parser.parseFromString(xml, 'application/xml');
  if (doc.getElementsByTagName('parsererror').length || !doc.getElementsByTagName('channel').length) {
    throw new Error('The feed is not a readable RSS document');
  }
  const items = Array.from(doc.getElementsByTagName('item')).flatMap((item) => {
    const link = childText(item, 'link');
    const checked = checkFeedItem({
      title: childText(item, 'title'),
      link,
      pubDate: toIsoDate(childText(item, 'pubDate')),
      description: childText(item, 'description') ?? '',
      category: childText(item, 'category') ?? '',
      guid: childText(item, 'guid') || link,
      language: item.getElementsByTagNameNS(DC_NAMESPACE, 'language')[0]?.textContent ?? undefined,
    });
    return checked ? [checked] : [];
  });
  return sortNewestFirst(items);
}
