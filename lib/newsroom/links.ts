/**
 * Feed links are absolute (RSS requires it) and carry SITE_URL, which can differ from the host the
 * visitor uses (a preview, a local port). Our own links become paths so they stay on the site.
 */
export function toSiteHref(link: string, siteOrigin: string): { href: string; internal: boolean } {
  try {
    const url = new URL(link);
    if (url.origin === new URL(siteOrigin).origin)
      return { href: `${url.pathname}${url.search}${url.hash}`, internal: true };
    return { href: url.toString(), internal: false };
  } catch {
    return { href: link, internal: false };
  }
}
