/**
 * The staff authentication endpoints the site serves: only the ceremonies the back office uses.
 * better-auth brings more (update-user, change-email, delete-user, passkey renaming…); each is a
 * way round the back office's own validated forms, so everything else answers 404, and the e-mail
 * code steps exist only where SMTP_URL is set (docs/operations.md, "Threat model").
 */
const OPEN: Record<string, readonly string[]> = {
  GET: ['/get-session', '/passkey/generate-register-options', '/passkey/generate-authenticate-options'],
  POST: ['/sign-out', '/passkey/verify-registration', '/passkey/verify-authentication'],
};
const EMAIL_CODE_STEPS = ['/email-otp/send-verification-otp', '/sign-in/email-otp'];

/** True when `path` (below the auth base path) is served for `method`. */
export function authRouteOpen(method: string, path: string, emailCodes: boolean): boolean {
  if (OPEN[method]?.includes(path)) return true;
  return emailCodes && method === 'POST' && EMAIL_CODE_STEPS.includes(path);
}

/**
 * The sign-in options with user verification required: the passkey plugin always asks for
 * "preferred", and a browser told "preferred" may skip the PIN. The server checks it either way.
 */
export async function requireUserVerification(response: Response): Promise<Response> {
  if (!response.ok) return response;
  const options = (await response.json()) as Record<string, unknown>;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify({ ...options, userVerification: 'required' }), { status: response.status, headers });
}
