import { NextResponse, type NextRequest } from 'next/server';
import { isCrossSite } from '@/lib/http/cross-site';
import { malformedPathResponse } from '@/lib/http/malformed-path';

/**
 * Answers undecodable paths before routing (see lib/http/malformed-path.ts), and refuses with 403
 * a write to the back office from another site, before Next's server-action handling (which would
 * answer its own refusal with a 500); the rest pass through.
 */
export function proxy(request: NextRequest): Response {
  // request.url keeps the path exactly as sent, still percent-encoded.
  const pathname = new URL(request.url).pathname;
  const malformed = malformedPathResponse(pathname, process.env.NODE_ENV === 'development');
  if (malformed) return malformed;
  if (request.method !== 'GET' && request.method !== 'HEAD' && isAdminPath(pathname) && isCrossSite(request.headers)) {
    return NextResponse.json({ error: 'Cross-site requests are not accepted.' }, { status: 403 });
  }
  return NextResponse.next();
}

const isAdminPath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');

// Only paths with a percent sign can be undecodable; only the back office takes server actions.
export const config = { matcher: ['/(.*%.*)', '/admin', '/admin/:path*'] };
