import { NextResponse, type NextRequest } from 'next/server';
import { malformedPathResponse } from '@/lib/http/malformed-path';

/** Answers undecodable paths before routing (see lib/http/malformed-path.ts); the rest pass through. */
export function proxy(request: NextRequest): Response {
  // request.url keeps the path exactly as sent, still percent-encoded.
  const pathname = new URL(request.url).pathname;
  return malformedPathResponse(pathname, process.env.NODE_ENV === 'development') ?? NextResponse.next();
}

// Only paths with a percent sign can be undecodable.
export const config = { matcher: ['/(.*%.*)'] };
