import { NextResponse } from 'next/server';

/**
 * Stands in for the site's proxy.ts, which Next.js would otherwise take from the repository (the
 * Turbopack root) and which needs the site's modules; same matcher, so both pay the same cost.
 */
export function proxy(): Response {
  return NextResponse.next();
}

export const config = { matcher: ['/(.*%.*)'] };
