'use server';

import { APIError } from 'better-auth';
import { headers } from 'next/headers';
import { forbidden, notFound, redirect } from 'next/navigation';
import { z } from 'zod';
import { getAuth } from '@/lib/admin/auth';
import { outcomeQuery } from '@/lib/admin/outcomes';
import { countSignInAttempt } from '@/lib/rate-limit/sign-in';
import { serverEnv } from '@/lib/config/env';
import { clientKeyFrom } from '@/lib/http/client-key';
import { isCrossSite } from '@/lib/http/cross-site';

/**
 * Sign-in with a one-time e-mail code, where SMTP_URL is set: two forms that post without
 * JavaScript. Open to visitors (there is no session yet), so each refuses another site and counts
 * against the sign-in limits per address and per account.
 */
const email = z.email().max(254);
const code = z.string().regex(/^\d{6}$/);

async function guardAttempt(account: string | undefined): Promise<Headers> {
  const requestHeaders = await headers();
  if (isCrossSite(requestHeaders)) forbidden();
  const env = serverEnv();
  // Without SMTP there are no e-mail codes: the steps are absent, as the auth routes are.
  if (!env.SMTP_URL) notFound();
  const wait = await countSignInAttempt(
    clientKeyFrom(requestHeaders, { trustedProxyHops: env.TRUSTED_PROXY_HOPS, clientIpHeader: env.CLIENT_IP_HEADER }),
    account,
  );
  if (wait !== null) redirect(`/admin/sign-in?${outcomeQuery('signIn', 'error', 'too-many')}`);
  return requestHeaders;
}

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
};

export async function sendSignInCode(form: FormData): Promise<void> {
  const address = email.safeParse(field(form, 'email'));
  await guardAttempt(address.success ? address.data : undefined);
  if (!address.success) redirect(`/admin/sign-in?${outcomeQuery('signIn', 'error', 'enter-email')}`);
  // Sent only to existing staff; the answer is the same either way, so it tells nobody who is staff.
  await getAuth()
    .api.sendVerificationOTP({ body: { email: address.data, type: 'sign-in' } })
    .catch((error) => console.error('[admin] sign-in code not sent:', (error as Error).message));
  redirect(`/admin/sign-in?code-for=${encodeURIComponent(address.data)}`);
}

export async function signInWithCode(form: FormData): Promise<void> {
  const address = email.safeParse(field(form, 'email'));
  const otp = code.safeParse(field(form, 'code'));
  const requestHeaders = await guardAttempt(address.success ? address.data : undefined);
  const back = (key: 'enter-code' | 'wrong-code') =>
    `/admin/sign-in?code-for=${encodeURIComponent(address.success ? address.data : '')}&${outcomeQuery('signIn', 'error', key)}`;
  if (!address.success || !otp.success) redirect(back('enter-code'));
  try {
    await getAuth().api.signInEmailOTP({ body: { email: address.data, otp: otp.data }, headers: requestHeaders });
  } catch (error) {
    if (!(error instanceof APIError)) throw error;
    redirect(back('wrong-code'));
  }
  redirect('/admin');
}
