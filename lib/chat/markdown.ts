/**
 * A deliberately small Markdown reader for assistant replies: paragraphs, bullet and numbered
 * lists, bold, italic, inline code and links. It yields a tree that the widget renders as React
 * elements, so no HTML string is ever injected, and it accepts only safe link targets. Unclosed
 * markers (common mid-stream) stay plain text until their closing half arrives.
 */
import { resolveLink } from '@/lib/links/resolve-link';

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  | { type: 'code'; text: string }
  | { type: 'link'; href: string; external: boolean; children: Inline[] };

export type Block = { type: 'paragraph'; lines: Inline[][] } | { type: 'list'; ordered: boolean; items: Inline[][] };

/**
 * Stands in for the site's origin: replies are rendered in the browser, where only a path is known
 * to be the site's own; an absolute URL, even to the site's domain, opens as an external link.
 */
const SITE_ORIGIN = 'https://site.invalid';

/** Site paths, https/http and mailto only, by the shared rule (docs/behaviour.md#links); anything else becomes plain text. */
export function safeHref(href: string): { href: string; external: boolean } | null {
  const link = resolveLink(href, SITE_ORIGIN);
  return link && { href: link.href, external: link.kind === 'external' };
}

/** The match of a rule: where it starts, the whole text it covers, and its inner text. */
type Match = { index: number; whole: string; inner: string; target?: string };
type Rule = { find: (text: string, from: number) => Match | null; build: (m: Match) => Inline };

function byPattern(re: RegExp): Rule['find'] {
  return (text, from) => {
    re.lastIndex = from;
    const m = re.exec(text);
    return m && { index: m.index, whole: m[0], inner: m[1], target: m[2] };
  };
}

/**
 * `**bold**`: an opener followed by a non-space, closed by the first later `**` on the same line
 * that follows a non-space. Written as a scan because the equivalent lazy pattern retries the rest
 * of the line from every unclosed opener (quadratic on a line of `**`). When the first opener of a
 * line finds no closer, no later opener of that line can (any closer of theirs would be its too),
 * so the scan moves on to the next line: every character is looked at a bounded number of times.
 */
export function findStrong(text: string, from: number): Match | null {
  let open = text.indexOf('**', from);
  while (open >= 0) {
    const lineEnd = text.indexOf('\n', open);
    const end = lineEnd < 0 ? text.length : lineEnd;
    if (open + 2 < end && !/\s/.test(text[open + 2])) {
      let close = text.indexOf('**', open + 3);
      while (close >= 0 && close < end && /\s/.test(text[close - 1])) close = text.indexOf('**', close + 1);
      if (close >= 0 && close + 2 <= end) {
        return { index: open, whole: text.slice(open, close + 2), inner: text.slice(open + 2, close) };
      }
      if (lineEnd < 0) return null;
      open = text.indexOf('**', lineEnd);
    } else {
      open = text.indexOf('**', open + 1);
    }
  }
  return null;
}

const RULES: Rule[] = [
  { find: byPattern(/`([^`\n]+)`/g), build: (m) => ({ type: 'code', text: m.inner }) },
  {
    // Neither part holds a "[", so an unclosed bracket is given up at the next one.
    find: byPattern(/\[([^[\]\n]+)\]\(([^)[\s]+)\)/g),
    build: (m) => {
      const link = safeHref(m.target ?? '');
      if (!link) return { type: 'text', text: m.inner };
      return { type: 'link', ...link, children: parseInline(m.inner) };
    },
  },
  { find: findStrong, build: (m) => ({ type: 'strong', children: parseInline(m.inner) }) },
  {
    find: byPattern(/(?<![*\w])\*(?=[^\s*])([^*\n]*?[^\s*])\*(?![*\w])/g),
    build: (m) => ({ type: 'em', children: parseInline(m.inner) }),
  },
];

/**
 * Each rule's next match is remembered and searched again only once the text before it has been
 * consumed, so a rule that no longer matches is not re-run over the rest of the text every step.
 */
export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  const next: (Match | null | undefined)[] = RULES.map(() => undefined);
  let at = 0;
  while (at < text.length) {
    let best: { match: Match; rule: Rule } | null = null;
    RULES.forEach((rule, i) => {
      let match = next[i];
      if (match === undefined || (match && match.index < at)) match = next[i] = rule.find(text, at);
      if (match && (!best || match.index < best.match.index)) best = { match, rule };
    });
    if (!best) {
      pushText(out, text.slice(at));
      break;
    }
    const { match, rule } = best as { match: Match; rule: Rule };
    if (match.index > at) pushText(out, text.slice(at, match.index));
    const node = rule.build(match);
    if (node.type === 'text') pushText(out, node.text);
    else out.push(node);
    at = match.index + match.whole.length;
  }
  return out;
}

function pushText(out: Inline[], text: string) {
  const last = out[out.length - 1];
  if (last?.type === 'text') last.text += text;
  else out.push({ type: 'text', text });
}

const BULLET = /^\s*[-*•]\s+(\S.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(\S.*)$/;

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: Inline[][] | null = null;
  let list: Extract<Block, { type: 'list' }> | null = null;

  const close = () => {
    paragraph = null;
    list = null;
  };

  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    if (!line.trim()) {
      close();
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    if (bullet || numbered) {
      const ordered = !!numbered;
      if (!list || list.ordered !== ordered) {
        paragraph = null;
        list = { type: 'list', ordered, items: [] };
        blocks.push(list);
      }
      list.items.push(parseInline((bullet ?? numbered)![1]));
      continue;
    }
    // A line right after a list item without a blank line continues that item.
    if (list) {
      const items: Inline[][] = list.items;
      items[items.length - 1] = [...items[items.length - 1], { type: 'text', text: ' ' }, ...parseInline(line.trim())];
      continue;
    }
    if (!paragraph) {
      paragraph = [];
      blocks.push({ type: 'paragraph', lines: paragraph });
    }
    paragraph.push(parseInline(line.replace(/^#{1,6}\s+/, '').trim()));
  }
  return blocks;
}

/** Plain text of a reply, for the screen-reader announcement. */
export function markdownToText(source: string): string {
  const inlineText = (nodes: Inline[]): string =>
    nodes.map((n) => (n.type === 'text' || n.type === 'code' ? n.text : inlineText(n.children))).join('');
  return parseMarkdown(source)
    .map((block) =>
      block.type === 'paragraph' ? block.lines.map(inlineText).join(' ') : block.items.map(inlineText).join('; '),
    )
    .join(' ');
}
