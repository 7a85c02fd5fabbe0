import 'server-only';
import type { BetterAuthOptions } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';

/**
 * The sign-in challenge of an anonymous visitor travels in a signed, HTTP-only cookie instead of a
 * database row: asking for a challenge costs the server nothing, so nobody can fill the
 * verification table by asking (docs/operations.md, "Threat model"). The row the passkey plugin
 * reads is written only when the answer comes back to /passkey/verify-authentication, which the
 * sign-in limiter counts, and a challenge works once: its "used" marker lives as long as it would.
 */
const OPTIONS_PATH = '/passkey/generate-authenticate-options';
const VERIFY_PATH = '/passkey/verify-authentication';
const COOKIE = 'passkey-challenge';
const USED = 'passkey-challenge-used:';

type Challenge = { identifier: string; value: string; expiresAt: string };
type CreateVerification = NonNullable<
  NonNullable<NonNullable<NonNullable<BetterAuthOptions['databaseHooks']>['verification']>['create']>['before']
>;

/** databaseHooks.verification.create.before: keeps an anonymous sign-in challenge out of the table. */
export const keepChallengeInCookie: CreateVerification = async (data, ctx) => {
  if (ctx?.path !== OPTIONS_PATH) return;
  const { type, userData } = JSON.parse(data.value) as { type?: string; userData?: { id?: string } };
  if (type !== 'authentication' || userData?.id) return;
  const cookie = ctx.context.createAuthCookie(COOKIE);
  const challenge: Challenge = { identifier: data.identifier, value: data.value, expiresAt: data.expiresAt.toISOString() };
  await ctx.setSignedCookie(cookie.name, JSON.stringify(challenge), ctx.context.secret, {
    ...cookie.attributes,
    maxAge: Math.max(1, Math.round((data.expiresAt.getTime() - Date.now()) / 1000)),
  });
  return false;
};

function readChallenge(raw: string | false | null): Challenge | null {
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<Challenge>;
    const fresh = typeof parsed.expiresAt === 'string' && Date.parse(parsed.expiresAt) > Date.now();
    return fresh && typeof parsed.identifier === 'string' && typeof parsed.value === 'string' ? (parsed as Challenge) : null;
  } catch {
    return null;
  }
}

/** hooks.before: puts the cookie's challenge where the plugin's verification reads it, once. */
export const restoreChallenge = createAuthMiddleware(async (ctx) => {
  if (ctx.path !== VERIFY_PATH) return;
  const cookie = ctx.context.createAuthCookie(COOKIE);
  const challenge = readChallenge(await ctx.getSignedCookie(cookie.name, ctx.context.secret));
  ctx.setCookie(cookie.name, '', { ...cookie.attributes, maxAge: 0 });
  if (!challenge) return;
  const adapter = ctx.context.internalAdapter;
  if (await adapter.findVerificationValue(`${USED}${challenge.identifier}`)) {
    throw APIError.from('BAD_REQUEST', { code: 'CHALLENGE_USED', message: 'This sign-in was already tried. Please try again.' });
  }
  const expiresAt = new Date(challenge.expiresAt);
  await adapter.createVerificationValue({ identifier: `${USED}${challenge.identifier}`, value: '1', expiresAt });
  await adapter.createVerificationValue({ identifier: challenge.identifier, value: challenge.value, expiresAt });
});
