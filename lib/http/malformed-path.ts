/**
 * Paths whose percent-encoding does not decode (`/prstudio/%`, `/x/%E0%A4%A`). Next.js's router
 * throws on them while matching a dynamic route and answers a bare 500 without the security
 * headers, so the proxy answers them first: 400 with the usual headers, JSON under /api.
 */
import { securityResponseHeaders } from '@/lib/config/security-headers.mjs';

export const MALFORMED_PATH_ERROR = 'The address is not valid: it contains a broken percent-encoding.';

/** True when every segment of the raw (still encoded) path decodes. */
export function isDecodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Bad request</title></head><body><main><h1>Bad request</h1><p>${MALFORMED_PATH_ERROR}</p><p><a href="/">Go to the home page</a></p></main></body></html>`;

/** The answer for an undecodable path, or null when the path is fine. */
export function malformedPathResponse(pathname: string, dev = false): Response | null {
  if (isDecodablePath(pathname)) return null;
  const headers = securityResponseHeaders(dev);
  headers.set('cache-control', 'no-store');
  if (pathname === '/api' || pathname.startsWith('/api/')) {
    headers.set('content-type', 'application/json');
    return new Response(JSON.stringify({ error: MALFORMED_PATH_ERROR }), { status: 400, headers });
  }
  headers.set('content-type', 'text/html; charset=utf-8');
  return new Response(PAGE, { status: 400, headers });
}
