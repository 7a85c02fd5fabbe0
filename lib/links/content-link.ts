/**
 * The one link rule for content the site's editors write (article Markdown, FAQ links): the same
 * resolution as for untrusted text (./resolve-link.ts), so a link is a web address, an e-mail link
 * or a path on this site, and nothing else — no javascript:, no protocol-relative //host, no
 * address the URL parser cannot read (`http://`). Checked when content is saved, checked and
 * revalidated (a clear content error naming the link), and again when it renders (a bad link is
 * plain text, never a failed page).
 */
import markdownIt from 'markdown-it';
import { resolveLink } from './resolve-link';

// Validity does not depend on the site's address; any origin decides it the same way.
const ANY_ORIGIN = 'https://site.invalid';

export const CONTENT_LINK_RULE = 'must be a web address (https://…), an e-mail link (mailto:…) or a path on this site (/…)';

export function isContentLink(href: string): boolean {
  return resolveLink(href, ANY_ORIGIN) !== null;
}

// Accepts every link, so that the links the rule would refuse are found rather than left as text.
const finder = markdownIt({ html: false, linkify: true });
finder.validateLink = () => true;

/** The link and image addresses of Markdown text that break the rule, in order, each once. */
export function badMarkdownLinks(markdown: string): string[] {
  const bad = new Set<string>();
  const visit = (tokens: ReturnType<typeof finder.parse>) => {
    for (const token of tokens) {
      const attribute = token.type === 'link_open' ? 'href' : token.type === 'image' ? 'src' : null;
      const href = attribute && token.attrGet(attribute);
      if (typeof href === 'string' && !isContentLink(href)) bad.add(href);
      if (token.children) visit(token.children);
    }
  };
  visit(finder.parse(markdown, {}));
  return [...bad];
}
