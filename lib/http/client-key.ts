import 'server-only';

/**
 * The client a request is counted against: the first x-forwarded-for hop (set by the proxy in
 * front of `next start`), else 'local'. Without a trusted proxy the header can be forged, which
 * only lets a client split its own budget, not use someone else's.
 */
export function clientKey(request: Request): string {
  const first = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return first ? first.slice(0, 100) : 'local';
}
