import { env, serverEnv } from '@/lib/config/env';

/**
 * True for a write that a browser sent from another site: `Sec-Fetch-Site: cross-site`, or an
 * `Origin` that is neither the site's (SITE_URL) nor the host the request was addressed to (`Host`,
 * or the proxy's `X-Forwarded-Host` when TRUSTED_PROXY_HOPS says a proxy is there to set it: without
 * one a client writes that header itself; the scheme may differ behind a TLS-terminating proxy).
 * Requests without these headers (curl, server-to-server calls) are not from a browser page and
 * pass. Free of server-only imports, so proxy.ts can use it too.
 */
export function isCrossSite(headers: Headers): boolean {
  if (headers.get('sec-fetch-site')?.toLowerCase() === 'cross-site') return true;
  const origin = headers.get('origin');
  if (origin === null) return false;
  if (origin === new URL(env.SITE_URL).origin) return false;
  const host = originHost(origin);
  return host === null || !addressedHosts(headers).includes(host);
}

function originHost(origin: string): string | null {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.host : null;
  } catch {
    return null;
  }
}

/** The hosts a request was addressed to: a trusted proxy's X-Forwarded-Host, then Host. */
export function addressedHosts(headers: Headers): string[] {
  const forwarded =
    serverEnv().TRUSTED_PROXY_HOPS > 0 ? headers.get('x-forwarded-host')?.split(',')[0]?.trim() : undefined;
  return [forwarded, headers.get('host')].filter((host): host is string => !!host).map((h) => h.toLowerCase());
}
