import { NextResponse, type NextRequest } from 'next/server';
import { malformedPathResponse } from '@/lib/http/malformed-path';
import { trailingSlashRedirect } from '@/lib/http/trailing-slash';

/**
 * Answers undecodable paths (lib/http/malformed-path.ts) and trailing-slash redirects
 * (lib/http/trailing-slash.ts) with the security headers before routing; the rest pass through.
 */
export function proxy(request: NextRequest): Response {
  const dev = process.env.NODE_ENV === 'development';
  // request.url keeps the path exactly as sent, still percent-encoded and with its trailing slash.
  const pathname = new URL(request.url).pathname;
  return malformedPathResponse(pathname, dev) ?? trailingSlashRedirect(request.url, dev) ?? NextResponse.next();
}

// Only paths with a percent sign can be undecodable; only paths ending in a slash redirect. Next's
// own files under /_next are left to Next.
export const config = { matcher: ['/(.*%.*)', '/((?!_next/).*/)'] };
