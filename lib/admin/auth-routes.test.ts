import { describe, expect, it } from 'vitest';
import { authRouteOpen, requireUserVerification } from './auth-routes';

describe('the staff authentication endpoints served', () => {
  it('serves the passkey ceremonies, the session read and sign-out', () => {
    expect(authRouteOpen('GET', '/passkey/generate-authenticate-options', false)).toBe(true);
    expect(authRouteOpen('POST', '/passkey/verify-authentication', false)).toBe(true);
    expect(authRouteOpen('GET', '/get-session', false)).toBe(true);
  });

  it('closes every way round the back office forms: names, images, e-mail changes, account deletion', () => {
    for (const path of ['/update-user', '/change-email', '/delete-user', '/passkey/update-passkey', '/passkey/delete-passkey', '/list-sessions', '/revoke-sessions', '/sign-in/social']) {
      expect(authRouteOpen('POST', path, true), path).toBe(false);
      expect(authRouteOpen('GET', path, true), path).toBe(false);
    }
    // A served path under another method is not served.
    expect(authRouteOpen('POST', '/get-session', true)).toBe(false);
  });

  it('serves the e-mail code steps only where SMTP_URL is set', () => {
    for (const path of ['/email-otp/send-verification-otp', '/sign-in/email-otp']) {
      expect(authRouteOpen('POST', path, false)).toBe(false);
      expect(authRouteOpen('POST', path, true)).toBe(true);
    }
  });

  it('asks for user verification at sign-in, and passes a refusal through untouched', async () => {
    const options = new Response(JSON.stringify({ challenge: 'abc', userVerification: 'preferred' }), {
      headers: { 'content-type': 'application/json', 'set-cookie': 'a=b' },
    });
    const required = await requireUserVerification(options);
    expect(await required.json()).toEqual({ challenge: 'abc', userVerification: 'required' });
    expect(required.headers.get('set-cookie')).toBe('a=b');
    const refused = new Response('no', { status: 400 });
    expect(await requireUserVerification(refused)).toBe(refused);
  });
});
