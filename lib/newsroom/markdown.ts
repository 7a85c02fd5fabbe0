import 'server-only';
import markdownIt, { type MarkdownIt } from 'markdown-it';
import { isContentLink } from '@/lib/links/content-link';
import { resolveLink } from '@/lib/links/resolve-link';

// Raw HTML off: article text can never inject markup. Links follow the content link rule
// (lib/links/content-link.ts); one that breaks it stays plain text, never a failed page.

function createRenderer(siteOrigin: string): MarkdownIt {
  const md = markdownIt({ html: false, linkify: true, typographer: true });
  md.validateLink = (url) => isContentLink(url);

  const defaultLinkOpen =
    md.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
  md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
    const token = tokens[idx];
    const localize = (env as RenderEnv | undefined)?.localizeHref;
    if (localize) token.attrSet('href', localize(String(token.attrGet('href') ?? '')));
    const href = String(token.attrGet('href') ?? '');
    if (resolveLink(href, siteOrigin)?.kind === 'external') {
      token.attrSet('target', '_blank');
      token.attrSet('rel', 'noopener noreferrer');
    }
    return defaultLinkOpen(tokens, idx, options, env, self);
  };
  return md;
}

type RenderEnv = { localizeHref?: (href: string) => string };

const renderers = new Map<string, MarkdownIt>();

/**
 * Article Markdown to HTML that is safe to place with dangerouslySetInnerHTML. `localizeHref`
 * rewrites each link's target (a translated page keeps its reader in their language).
 */
export function renderMarkdown(markdown: string, siteOrigin: string, localizeHref?: (href: string) => string): string {
  let md = renderers.get(siteOrigin);
  if (!md) {
    md = createRenderer(siteOrigin);
    renderers.set(siteOrigin, md);
  }
  return md.render(markdown, { localizeHref } satisfies RenderEnv);
}
