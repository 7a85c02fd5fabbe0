/**
 * The one rule for links that come from text the site does not write (assistant replies, a remote
 * provider, an external feed): a link is internal only when the browser would resolve it to the
 * site's own origin, decided with the WHATWG URL parser the browser itself uses, so every spelling
 * that normalises elsewhere (`/.//host`, `/%2e//host`, `/\host`, tabs and newlines inside the
 * scheme or slashes) is caught by the same resolution rather than by a list of known tricks.
 */
import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import { trimChars } from '@/lib/text/linear';
import { localizeHref } from '@/lib/i18n/localize-href';

export type ResolvedLink = {
  /** A path (with query and fragment) for an internal link, the normalised absolute URL otherwise. */
  href: string;
  kind: 'internal' | 'external' | 'mail';
};

const SCHEMES = new Set(['http:', 'https:', 'mailto:']);
/** A reference that names its scheme; anything else is relative to the page. */
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;
/** The URL parser drops leading and trailing C0 controls and spaces, and every tab or newline. */
const C0_AND_SPACE = String.fromCharCode(...Array.from({ length: 0x21 }, (_, code) => code));

/**
 * `raw` resolved against `siteOrigin`: internal (a site path), external (an http(s) URL on another
 * origin, written as an absolute URL), mail (`mailto:`), or null for anything else, which callers
 * render as plain text: other schemes, unparseable text, a relative reference that leaves the site,
 * and a same-origin URL whose path would itself read as another host (`//host`). An internal page
 * path is given in `locale` (lib/i18n/localize-href.ts), so a link keeps the reader's language.
 */
export function resolveLink(raw: string, siteOrigin: string, locale: Locale = defaultLocale): ResolvedLink | null {
  const site = new URL(siteOrigin);
  const cleaned = trimChars(raw.replace(/[\t\n\r]/g, ''), C0_AND_SPACE);
  let url: URL;
  try {
    url = new URL(cleaned, site);
  } catch {
    return null;
  }
  if (!SCHEMES.has(url.protocol)) return null;
  if (url.protocol === 'mailto:') return { href: url.href, kind: 'mail' };
  if (url.origin !== site.origin) return HAS_SCHEME.test(cleaned) ? { href: url.href, kind: 'external' } : null;
  if (cleaned.startsWith('#')) return { href: url.hash, kind: 'internal' };
  const path = `${url.pathname}${url.search}${url.hash}`;
  // The path must lead back to the same URL when used as a link: `//host…` would not.
  return new URL(path, site).href === url.href ? { href: localizeHref(path, locale), kind: 'internal' } : null;
}
