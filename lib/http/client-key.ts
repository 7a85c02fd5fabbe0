import 'server-only';
import { isIP } from 'node:net';
import { serverEnv } from '@/lib/config/env';

export type ClientKeyOptions = {
  /** Proxies in front of the server that append the address they saw (TRUSTED_PROXY_HOPS). */
  trustedProxyHops: number;
  /** A header a platform sets to the client's address and strips from what clients send. */
  clientIpHeader?: string;
};

/**
 * The client a request is counted against. `server.mjs` appends the connection's peer address to
 * X-Forwarded-For before Next sees the request, so the last entry is always the peer and each
 * trusted proxy adds one entry in front of it: with `n` hops the client is the entry `n` places
 * left of the last. Entries further left were written by the client and are never read. A platform
 * header counts only when configured, because anywhere else a client can send it.
 */
export function clientKeyFrom(headers: Headers, options: ClientKeyOptions): string {
  if (options.clientIpHeader) {
    const platform = headers.get(options.clientIpHeader)?.split(',')[0];
    if (platform) return normalizeAddress(platform);
  }
  const chain = (headers.get('x-forwarded-for') ?? '').split(',').map((entry) => entry.trim());
  // Fewer entries than trusted hops: the request bypassed a proxy; the leftmost is all there is.
  const entry = chain[Math.max(0, chain.length - 1 - options.trustedProxyHops)];
  return entry ? normalizeAddress(entry) : 'unknown';
}

/** Anything with a request's headers: a Request in a route handler, `{ headers: await headers() }` in a server action. */
export type HasHeaders = Pick<Request, 'headers'>;

export function clientKey(request: HasHeaders): string {
  const env = serverEnv();
  return clientKeyFrom(request.headers, {
    trustedProxyHops: env.TRUSTED_PROXY_HOPS,
    clientIpHeader: env.CLIENT_IP_HEADER,
  });
}

/**
 * One key per client: an IPv4-mapped IPv6 address is its IPv4 address, and an IPv6 address counts
 * by its /64 prefix, since one subscriber usually holds a whole /64 and could otherwise rotate
 * through 2^64 budgets. Anything that is not an address is kept (bounded) so it still counts.
 */
export function normalizeAddress(raw: string): string {
  let address = raw.trim().slice(0, 100);
  if (address.startsWith('[')) address = address.slice(1).split(']')[0];
  const zone = address.indexOf('%');
  if (zone > 0) address = address.slice(0, zone);
  const lower = address.toLowerCase();
  if (lower.startsWith('::ffff:') && isIP(lower.slice(7)) === 4) return lower.slice(7);
  if (isIP(lower) === 6) return `${expandIpv6(lower).slice(0, 4).join(':')}::/64`;
  return lower;
}

function expandIpv6(address: string): string[] {
  const [head, tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  // A trailing dotted IPv4 part fills two groups; the prefix only needs the first four.
  const missing = Math.max(0, 8 - left.length - right.length);
  return [...left, ...Array<string>(address.includes('::') ? missing : 0).fill('0'), ...right].map((group) =>
    group.replace(/^0+(?=.)/, ''),
  );
}
