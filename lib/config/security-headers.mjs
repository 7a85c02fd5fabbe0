/**
 * Security headers for every response: set in next.config.ts for what Next answers, and by server.mjs
 * for the precompressed static files it answers itself (lib/http/static-brotli.mjs). Plain
 * JavaScript so that server.mjs can load it without a build.
 *
 * Scripts: Next.js streams its RSC payload and next-themes its no-flash snippet as inline scripts.
 * Nonces would force every page to render per request (no prerendering), so inline scripts are
 * allowed and `unsafe-eval` is not — except in `next dev`, whose React tooling needs eval.
 */
/**
 * @param {boolean} dev
 * @returns {string}
 */
export function contentSecurityPolicy(dev) {
  /** @type {Record<string, string[]>} */
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", ...(dev ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(dev ? ['ws:'] : [])],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * @param {boolean} dev
 * @returns {{ key: string; value: string }[]}
 */
export function securityHeaders(dev) {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(dev) },
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    {
      key: 'Permissions-Policy',
      value:
        'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), hid=(), midi=(), magnetometer=(), gyroscope=(), accelerometer=(), display-capture=(), browsing-topics=()',
    },
  ];
}

/**
 * The same headers for a response a route handler or the proxy builds itself.
 * @param {boolean} dev
 * @returns {Headers}
 */
export function securityResponseHeaders(dev) {
  return new Headers(securityHeaders(dev).map(({ key, value }) => [key, value]));
}
