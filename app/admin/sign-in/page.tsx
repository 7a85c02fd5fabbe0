import Link from 'next/link';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { PasskeySignIn } from '@/components/admin/passkey-sign-in';
import { currentStaff } from '@/lib/admin/guard';
import { outcomeText } from '@/lib/admin/outcomes';
import { serverEnv } from '@/lib/config/env';
import { sendSignInCode, signInWithCode } from './actions';

export const metadata: Metadata = { title: 'Sign in' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const input = 'rounded-md border border-border bg-background px-3 py-2';

/** Open to everyone: with a passkey, or where SMTP_URL is set, with a one-time code sent by e-mail. */
export default async function SignInPage({ searchParams }: Props) {
  if (await currentStaff(await headers())) redirect('/admin');
  const params = await searchParams;
  const codeFor = typeof params['code-for'] === 'string' ? params['code-for'] : undefined;
  const emailCodes = Boolean(serverEnv().SMTP_URL);
  const error = outcomeText('signIn', 'error', params.error);
  return (
    <div className="mx-auto max-w-md space-y-8">
      <h1 className="text-2xl font-semibold">Sign in to the back office</h1>
      {params.enrolled !== undefined && <p role="status">Your passkey is saved. Sign in with it now.</p>}
      {params['signed-out'] !== undefined && <p role="status">You are signed out.</p>}
      {error && (
        <p role="alert" className="text-danger">
          {error}
        </p>
      )}
      <PasskeySignIn />
      {emailCodes && (
        <section aria-labelledby="email-code" className="space-y-3">
          <h2 id="email-code" className="text-lg font-semibold">
            Or with a code by e-mail
          </h2>
          {codeFor === undefined ? (
            <form action={sendSignInCode} className="grid gap-3">
              <label className="grid gap-1">
                <span>Your staff e-mail address</span>
                <input name="email" type="email" required autoComplete="username" className={input} />
              </label>
              <div>
                <button type="submit" className="btn btn-outline btn-md">
                  E-mail me a code
                </button>
              </div>
            </form>
          ) : (
            <form action={signInWithCode} className="grid gap-3">
              <p>If {codeFor} belongs to a staff member, a 6-digit code is on its way. It works for 5 minutes.</p>
              <input type="hidden" name="email" value={codeFor} />
              <label className="grid gap-1">
                <span>Code</span>
                <input
                  name="code"
                  inputMode="numeric"
                  pattern="[0-9]{6}"
                  maxLength={6}
                  required
                  autoComplete="one-time-code"
                  className={input}
                />
              </label>
              <div className="flex gap-3">
                <button type="submit" className="btn btn-primary btn-md">
                  Sign in
                </button>
                <Link href="/admin/sign-in" className="btn btn-outline btn-md">
                  Use another address
                </Link>
              </div>
            </form>
          )}
        </section>
      )}
      <p className="text-sm text-muted">
        Staff accounts are created by an owner. Ask one for an enrolment link if you have no passkey yet.
      </p>
    </div>
  );
}
