import { resolveLink } from '@/lib/links/resolve-link';

/**
 * Feed links are absolute (RSS requires it) and carry SITE_URL, which can differ from the host the
 * visitor uses (a preview, a local port). Our own links become paths so they stay on the site; a
 * link the shared rule refuses (docs/behaviour.md#links) gives null and the title is shown unlinked.
 */
export function toSiteHref(link: string, siteOrigin: string): { href: string; internal: boolean } | null {
  const resolved = resolveLink(link, siteOrigin);
  if (!resolved || resolved.kind === 'mail') return null;
  return { href: resolved.href, internal: resolved.kind === 'internal' };
}
