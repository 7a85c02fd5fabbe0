import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders, securityResponseHeaders } from './security-headers.mjs';

describe('contentSecurityPolicy', () => {
  it('never allows eval in production and locks down objects, base, framing and forms', () => {
    const csp = contentSecurityPolicy(false);
    expect(csp).not.toContain('unsafe-eval');
    for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'", "form-action 'self'", "connect-src 'self'"]) {
      expect(csp).toContain(directive);
    }
  });
  it('allows eval only for the development server', () => {
    expect(contentSecurityPolicy(true)).toContain("'unsafe-eval'");
  });
});

describe('securityHeaders', () => {
  it('includes HSTS, nosniff, the referrer policy and a restrictive permissions policy', () => {
    const headers = Object.fromEntries(securityHeaders(false).map((h) => [h.key, h.value]));
    expect(headers['Strict-Transport-Security']).toMatch(/max-age=\d{8}/);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toContain('camera=()');
  });
});

describe('securityResponseHeaders', () => {
  it('carries every header of the list, for responses built outside next.config.ts', () => {
    const headers = securityResponseHeaders(false);
    for (const { key, value } of securityHeaders(false)) expect(headers.get(key)).toBe(value);
  });
});
