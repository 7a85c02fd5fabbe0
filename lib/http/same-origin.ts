import 'server-only';
import { env } from '@/lib/config/env';
import type { HasHeaders } from './client-key';
import { HttpError } from './errors';

const CROSS_SITE_ERROR = 'Cross-site requests are not accepted. Please use the form on this site.';

/**
 * Refuses a write that a browser sent from another site: `Sec-Fetch-Site: cross-site`, or an `Origin`
 * that is neither the site's (SITE_URL) nor the host the request was addressed to (`Host`, or the
 * proxy's `X-Forwarded-Host`; the scheme may differ behind a TLS-terminating proxy). Requests
 * without these headers (curl, server-to-server calls) are not from a browser page and pass; the
 * JSON content type alone would not stop a page elsewhere from posting.
 */
export function rejectCrossSite(request: HasHeaders): void {
  if (request.headers.get('sec-fetch-site')?.toLowerCase() === 'cross-site') throw forbidden();
  const origin = request.headers.get('origin');
  if (origin === null) return;
  if (origin === new URL(env.SITE_URL).origin) return;
  const host = originHost(origin);
  if (host === null || !addressedHosts(request).includes(host)) throw forbidden();
}

function originHost(origin: string): string | null {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.host : null;
  } catch {
    return null;
  }
}

function addressedHosts(request: HasHeaders): string[] {
  const forwarded = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim();
  return [forwarded, request.headers.get('host')].filter((host): host is string => !!host).map((h) => h.toLowerCase());
}

function forbidden(): HttpError {
  return new HttpError(403, CROSS_SITE_ERROR);
}
