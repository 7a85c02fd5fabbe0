'use server';

import { APIError } from 'better-auth';
import { notFound } from 'next/navigation';
import { z } from 'zod';
import { openAction } from '@/lib/admin/action';
import { getAuth } from '@/lib/admin/auth';
import { SIGN_IN_PATH } from '@/lib/admin/guard';
import { outcome, type Outcome } from '@/lib/admin/outcomes';
import { countSignInAttempt } from '@/lib/rate-limit/sign-in';
import { serverEnv } from '@/lib/config/env';
import { clientKeyFrom } from '@/lib/http/client-key';

/**
 * Sign-in with a one-time e-mail code, where SMTP_URL is set: two forms that post without
 * JavaScript. Open to visitors (there is no session yet), so each refuses another site and counts
 * against the sign-in limits per address and per account. A field that does not parse is absent,
 * so a bad address still counts against the limit per address.
 */
const email = z.string().toLowerCase().pipe(z.email().max(254)).optional().catch(undefined);
const code = z
  .string()
  .regex(/^\d{6}$/)
  .optional()
  .catch(undefined);

/** The limit's answer when it is reached, or undefined; without SMTP the steps are absent (404). */
async function attemptRefused(requestHeaders: Headers, account: string | undefined): Promise<Outcome | undefined> {
  const env = serverEnv();
  if (!env.SMTP_URL) notFound();
  const wait = await countSignInAttempt(
    clientKeyFrom(requestHeaders, { trustedProxyHops: env.TRUSTED_PROXY_HOPS, clientIpHeader: env.CLIENT_IP_HEADER }),
    account,
  );
  return wait === null ? undefined : outcome('signIn', 'error', 'too-many', SIGN_IN_PATH);
}

const neverRefused = () => outcome('signIn', 'error', 'enter-email', SIGN_IN_PATH);

export const sendSignInCode = openAction({
  schema: z.object({ email }),
  refused: neverRefused,
  async run({ input }, requestHeaders) {
    const refused = await attemptRefused(requestHeaders, input.email);
    if (refused) return refused;
    if (!input.email) return outcome('signIn', 'error', 'enter-email', SIGN_IN_PATH);
    // Sent only to existing staff; the answer is the same either way, so it tells nobody who is staff.
    await getAuth()
      .api.sendVerificationOTP({ body: { email: input.email, type: 'sign-in' } })
      .catch((error) => console.error('[admin] sign-in code not sent:', (error as Error).message));
    return { to: SIGN_IN_PATH, query: { 'code-for': input.email } };
  },
});

export const signInWithCode = openAction({
  schema: z.object({ email, code }),
  refused: neverRefused,
  async run({ input }, requestHeaders) {
    const refused = await attemptRefused(requestHeaders, input.email);
    if (refused) return refused;
    const back = (key: 'enter-code' | 'wrong-code'): Outcome => ({
      to: SIGN_IN_PATH,
      query: { 'code-for': input.email ?? '', error: key },
    });
    if (!input.email || !input.code) return back('enter-code');
    try {
      await getAuth().api.signInEmailOTP({ body: { email: input.email, otp: input.code }, headers: requestHeaders });
    } catch (error) {
      if (!(error instanceof APIError)) throw error;
      return back('wrong-code');
    }
    return { to: '/admin', query: {} };
  },
});
