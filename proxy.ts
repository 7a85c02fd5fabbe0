import { NextResponse, type NextRequest } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { securityResponseHeaders } from '@/lib/config/security-headers.mjs';
import { isCrossSite } from '@/lib/http/cross-site';
import { malformedPathResponse } from '@/lib/http/malformed-path';
import { trailingSlashRedirect } from '@/lib/http/trailing-slash';
import { chosenLocaleTarget } from '@/lib/i18n/chosen-locale';
import { LOCALE_COOKIE } from '@/lib/i18n/locales';
import { routing } from '@/lib/i18n/routing';

const localeRouting = createMiddleware(routing);

/**
 * Answers undecodable paths (lib/http/malformed-path.ts) and trailing-slash redirects
 * (lib/http/trailing-slash.ts) with the security headers before routing, refuses with 403 a write
 * to the back office from another site (before Next's server-action handling, which would answer
 * its own refusal with a 500), and routes public pages by locale: English URLs carry no prefix and
 * are rewritten to the [locale] segment; a visitor's explicit language choice moves them to that
 * language (lib/i18n/chosen-locale.ts).
 */
export function proxy(request: NextRequest): Response {
  const dev = process.env.NODE_ENV === 'development';
  // request.url keeps the path exactly as sent, still percent-encoded and with its trailing slash.
  const url = new URL(request.url);
  const pathname = url.pathname;
  const early = malformedPathResponse(pathname, dev) ?? trailingSlashRedirect(request.url, dev);
  if (early) return early;
  if (isAdminPath(pathname)) {
    if (request.method !== 'GET' && request.method !== 'HEAD' && isCrossSite(request.headers)) {
      return NextResponse.json({ error: 'Cross-site requests are not accepted.' }, { status: 403 });
    }
    return NextResponse.next();
  }
  if (isApiPath(pathname)) return NextResponse.next();
  const origin = request.nextUrl.origin;
  const chosen = request.method === 'GET' ? chosenLocaleTarget(pathname, url.search, request.cookies.get(LOCALE_COOKIE)?.value) : null;
  if (chosen) return redirect(new URL(chosen, origin), 307, dev, true);
  const response = localeRouting(request);
  // next-intl's own redirects (/en/… → /…) go out before next.config's headers() apply.
  const location = response.headers.get('location');
  if (location) return redirect(new URL(new URL(location, url.origin).pathname + url.search, origin), response.status, dev, false);
  return response;
}

function redirect(target: URL, status: number, dev: boolean, personal: boolean): Response {
  const headers = securityResponseHeaders(dev);
  headers.set('location', target.href);
  // A redirect decided by the visitor's own cookie must never be served to anyone else.
  if (personal) headers.set('cache-control', 'private, no-store');
  return new Response(null, { status, headers });
}

const isAdminPath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');
const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');

// Paths with a percent sign (can be undecodable), paths ending in a slash (redirect), the back
// office (cross-site writes), and every page path: anything without a dot outside /_next, /api and
// the root metadata images, plus each locale's RSS feed.
export const config = {
  matcher: [
    '/(.*%.*)',
    '/((?!_next/).*/)',
    '/admin',
    '/admin/:path*',
    '/((?!api|_next|admin|opengraph-image|.*\\..*).*)',
    '/prstudio/rss.xml',
    '/:locale(vi|zh|ko|ja|en)/prstudio/rss.xml',
    '/prstudio/feed.json',
    '/:locale(vi|zh|ko|ja|en)/prstudio/feed.json',
  ],
};
