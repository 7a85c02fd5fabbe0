import 'server-only';
import { env } from '@/lib/config/env';
import { HttpError } from './errors';

export const CROSS_SITE_ERROR = 'Cross-site requests are not accepted. Please use the form on this site.';

/**
 * Refuses a write that a browser sent from another site: `Sec-Fetch-Site: cross-site`, or an `Origin`
 * that is neither the site's (SITE_URL) nor the origin the request was addressed to. Requests
 * without these headers (curl, server-to-server calls) are not from a browser page and pass; the
 * JSON content type alone would not stop a page elsewhere from posting.
 */
export function rejectCrossSite(request: Request): void {
  if (request.headers.get('sec-fetch-site')?.toLowerCase() === 'cross-site') throw forbidden();
  const origin = request.headers.get('origin');
  if (origin === null) return;
  if (origin !== new URL(env.SITE_URL).origin && origin !== requestOrigin(request)) throw forbidden();
}

function requestOrigin(request: Request): string | null {
  try {
    return new URL(request.url).origin;
  } catch {
    return null;
  }
}

function forbidden(): HttpError {
  return new HttpError(403, CROSS_SITE_ERROR);
}
