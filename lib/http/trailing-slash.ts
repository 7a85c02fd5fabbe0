/**
 * `/about/` → 308 `/about`, answered by the proxy rather than by Next.js: Next's own trailing-slash
 * redirect goes out before any `headers()` rule applies, so it lacked the security headers
 * (`skipTrailingSlashRedirect` in next.config.ts turns it off; see docs/operations.md).
 */
import { securityResponseHeaders } from '@/lib/config/security-headers.mjs';

/**
 * The path and query a path with trailing slashes redirects to, or null when none is due.
 * Always a path on this site: a leading run of slashes or backslashes becomes one slash, since
 * `//evil.example` or `/\evil.example` as a Location would send the browser to another host.
 */
export function trailingSlashTarget(pathname: string, search: string): string | null {
  if (pathname === '/' || !pathname.endsWith('/')) return null;
  let end = pathname.length;
  while (end > 0 && pathname[end - 1] === '/') end--;
  const path = `/${pathname.slice(0, end).replace(/^[/\\]+/, '')}`;
  return `${path}${search}`;
}

/** The 308 for a request URL whose path ends in a slash, with the security headers; null otherwise. */
export function trailingSlashRedirect(requestUrl: string, dev = false): Response | null {
  const url = new URL(requestUrl);
  const target = trailingSlashTarget(url.pathname, url.search);
  if (target === null) return null;
  const headers = securityResponseHeaders(dev);
  // Absolute because Next's proxy adapter parses Location without a base; it sends a same-host
  // Location back out relative (path and query only).
  headers.set('location', new URL(target, url.origin).href);
  return new Response(null, { status: 308, headers });
}
