/**
 * Plain-text helpers for feed descriptions. The feed reader strips markup on the server; the browser
 * only truncates and formats dates, so the markup code stays out of its bundle.
 */
import { languageTag, type Locale } from '@/lib/i18n/locales';
import { trimEndChars } from '@/lib/text/linear';
import { DESCRIPTION_LIMIT } from './categories';

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  bull: '•',
  middot: '·',
  copy: '©',
  reg: '®',
  trade: '™',
  euro: '€',
  pound: '£',
  yen: '¥',
  deg: '°',
  times: '×',
};

function decodeCodePoint(code: number, original: string): string {
  const valid = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
  return valid ? String.fromCodePoint(code) : original;
}

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z][a-z0-9]*);/gi, (match, body: string) => {
    if (body[0] === '#') {
      const hex = body[1] === 'x' || body[1] === 'X';
      return decodeCodePoint(parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10), match);
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? match;
  });
}

const CDATA_OPEN = '<![CDATA[';
const CDATA_CLOSE = ']]>';

/** CDATA sections replaced by their content; an unclosed one stays as it is. */
function unwrapCdata(text: string): string {
  let out = '';
  let at = 0;
  for (;;) {
    const open = text.indexOf(CDATA_OPEN, at);
    const close = open < 0 ? -1 : text.indexOf(CDATA_CLOSE, open + CDATA_OPEN.length);
    if (close < 0) break;
    out += text.slice(at, open) + text.slice(open + CDATA_OPEN.length, close);
    at = close + CDATA_CLOSE.length;
  }
  return out + text.slice(at);
}

const RAW_OPEN = /<(script|style|noscript|template)\b[^<>]*>/gi;
const RAW_CLOSE: Record<string, RegExp> = {
  script: /<\/script\s*>/gi,
  style: /<\/style\s*>/gi,
  noscript: /<\/noscript\s*>/gi,
  template: /<\/template\s*>/gi,
};

/** Script, style, noscript and template elements removed with their content (to the end when unclosed). */
function dropRawElements(text: string): string {
  let out = '';
  let at = 0;
  RAW_OPEN.lastIndex = 0;
  for (let open = RAW_OPEN.exec(text); open; open = RAW_OPEN.exec(text)) {
    const close = RAW_CLOSE[open[1].toLowerCase()];
    close.lastIndex = RAW_OPEN.lastIndex;
    const closed = close.exec(text);
    out += `${text.slice(at, open.index)} `;
    at = closed ? close.lastIndex : text.length;
    RAW_OPEN.lastIndex = at;
  }
  return out + text.slice(at);
}

/**
 * Markup to plain text: script and style elements go with their contents, comments and tags go,
 * entities are decoded last so that an escaped "&lt;b&gt;" stays visible text instead of a tag.
 */
export function stripMarkup(input: string): string {
  return decodeEntities(
    dropRawElements(unwrapCdata(input).replace(/<!--[\s\S]*?(?:-->|$)/g, ' ')).replace(/<\/?[a-z][^<>]*>/gi, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The card summary in docs/behaviour.md#newsroom: at most `limit` characters (code points) including
 * the ellipsis, cut at a word when one is near.
 */
export function truncate(text: string, limit = DESCRIPTION_LIMIT): string {
  const chars = Array.from(text);
  if (chars.length <= limit) return text;
  let cut = chars.slice(0, limit - 1).join('');
  const lastSpace = cut.lastIndexOf(' ');
  if (lastSpace >= limit * 0.75) cut = cut.slice(0, lastSpace);
  return `${trimEndChars(cut, ',;:.–—-', { whitespace: true })}…`;
}

// Fixed to UTC: a date-only article ("2026-11-03") must read "Nov 3, 2026" on a server in UTC and
// in a browser in Los Angeles alike, or hydration disagrees.
const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** en-US short date, e.g. "Nov 3, 2026"; an empty string for an unreadable date. */
export function formatShortDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '' : shortDate.format(date);
}

const localDates = new Map<Locale, Intl.DateTimeFormat>();

/**
 * An article's date in the page's language: English keeps formatShortDate's "Nov 3, 2026"; the others
 * write the month out, as they do in running text ("3 tháng 11, 2026", "2026년 11월 3일",
 * "2026年11月3日"), never a numeric date a reader could misread (docs/i18n.md#formats). UTC for the
 * same reason as above.
 */
export function formatArticleDate(value: string, locale: Locale): string {
  if (locale === 'en') return formatShortDate(value);
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  let format = localDates.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(languageTag[locale], { dateStyle: 'long', timeZone: 'UTC' });
    localDates.set(locale, format);
  }
  return format.format(date);
}
