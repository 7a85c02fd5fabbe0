/** RSS 2.0 writer for the site's feed (docs/behaviour.md#newsroom: GET /prstudio/rss.xml). */
import type { FeedItem } from './feed-item';

export const DC_NAMESPACE = 'http://purl.org/dc/elements/1.1/';

export type RssChannel = {
  title: string;
  /** The HTML page the feed belongs to. */
  link: string;
  description: string;
  /** Absolute URL of the feed itself, for the atom:self link that validators ask for. */
  selfUrl: string;
  language?: string;
};

// Characters XML 1.0 forbids even when escaped; a stray one makes the whole feed unreadable.
const INVALID_XML_CHARS = /[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

export function escapeXml(value: string): string {
  return value
    .replace(INVALID_XML_CHARS, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** RFC 822 date as RSS 2.0 requires, e.g. "Tue, 03 Nov 2026 00:00:00 GMT". */
export function toRfc822(iso: string): string {
  return new Date(iso).toUTCString();
}

function element(name: string, value: string, attributes = ''): string {
  return `<${name}${attributes}>${escapeXml(value)}</${name}>`;
}

function itemXml(item: FeedItem): string {
  const permaLink = item.guid === item.link && /^https?:\/\//.test(item.guid);
  return [
    '    <item>',
    `      ${element('title', item.title)}`,
    `      ${element('link', item.link)}`,
    `      ${element('description', item.description)}`,
    item.category ? `      ${element('category', item.category)}` : '',
    `      ${element('pubDate', toRfc822(item.pubDate))}`,
    `      ${element('guid', item.guid, ` isPermaLink="${permaLink}"`)}`,
    item.language ? `      ${element('dc:language', item.language)}` : '',
    '    </item>',
  ]
    .filter(Boolean)
    .join('\n');
}

/**
 * The whole document. lastBuildDate is the newest item's date rather than "now", so the same
 * content always gives the same bytes (stable ETags, reproducible builds).
 */
export function buildRss(channel: RssChannel, items: FeedItem[]): string {
  const newest = items.reduce<string | undefined>(
    (max, item) => (!max || item.pubDate > max ? item.pubDate : max),
    undefined,
  );
  // Dublin Core only when an item is in another language than the channel, so the English feed stays as it was.
  const dc = items.some((item) => item.language) ? ` xmlns:dc="${DC_NAMESPACE}"` : '';
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"${dc}>`,
    '  <channel>',
    `    ${element('title', channel.title)}`,
    `    ${element('link', channel.link)}`,
    `    ${element('description', channel.description)}`,
    `    ${element('language', channel.language ?? 'en')}`,
    newest ? `    ${element('lastBuildDate', toRfc822(newest))}` : '',
    `    <atom:link href="${escapeXml(channel.selfUrl)}" rel="self" type="application/rss+xml"/>`,
    ...items.map(itemXml),
    '  </channel>',
    '</rss>',
  ]
    .filter((line) => line !== '')
    .join('\n')
    .concat('\n');
}
