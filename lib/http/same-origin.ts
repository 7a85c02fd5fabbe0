import 'server-only';
import { isCrossSite } from './cross-site';
import type { HasHeaders } from './client-key';
import { HttpError } from './errors';

const CROSS_SITE_ERROR = 'Cross-site requests are not accepted. Please use the form on this site.';

/**
 * Refuses (403) a write that a browser sent from another site (the rule is in ./cross-site.ts); the
 * JSON content type alone would not stop a page elsewhere from posting.
 */
export function rejectCrossSite(request: HasHeaders): void {
  if (isCrossSite(request.headers)) throw new HttpError(403, CROSS_SITE_ERROR, undefined, undefined, { key: 'crossSite' });
}
