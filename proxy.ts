import { NextResponse, type NextRequest } from 'next/server';
import { isCrossSite } from '@/lib/http/cross-site';
import { malformedPathResponse } from '@/lib/http/malformed-path';
import { trailingSlashRedirect } from '@/lib/http/trailing-slash';

/**
 * Answers undecodable paths (lib/http/malformed-path.ts) and trailing-slash redirects
 * (lib/http/trailing-slash.ts) with the security headers before routing, and refuses with 403 a
 * write to the back office from another site, before Next's server-action handling (which would
 * answer its own refusal with a 500); the rest pass through.
 */
export function proxy(request: NextRequest): Response {
  const dev = process.env.NODE_ENV === 'development';
  // request.url keeps the path exactly as sent, still percent-encoded and with its trailing slash.
  const pathname = new URL(request.url).pathname;
  const early = malformedPathResponse(pathname, dev) ?? trailingSlashRedirect(request.url, dev);
  if (early) return early;
  if (request.method !== 'GET' && request.method !== 'HEAD' && isAdminPath(pathname) && isCrossSite(request.headers)) {
    return NextResponse.json({ error: 'Cross-site requests are not accepted.' }, { status: 403 });
  }
  return NextResponse.next();
}

const isAdminPath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');

// Only paths with a percent sign can be undecodable; only paths ending in a slash redirect (Next's
// own files under /_next are left to Next); only the back office refuses cross-site writes here.
export const config = { matcher: ['/(.*%.*)', '/((?!_next/).*/)', '/admin', '/admin/:path*'] };
