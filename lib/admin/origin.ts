import 'server-only';
import { env } from '@/lib/config/env';
import { addressedHosts } from '@/lib/http/cross-site';

/**
 * The origins a staff request may come from: the site's own (SITE_URL) and the host it was
 * addressed to, by either scheme (a TLS-terminating proxy changes it), as lib/http/same-origin.ts
 * decides for the public forms.
 */
export function sameSiteOrigins(request: Request | undefined): string[] {
  const hosts = request ? addressedHosts(request.headers) : [];
  return [new URL(env.SITE_URL).origin, ...hosts.flatMap((host) => [`http://${host}`, `https://${host}`])];
}
