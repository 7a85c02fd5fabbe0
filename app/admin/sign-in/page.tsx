import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { PasskeySignIn } from '@/components/admin/passkey-sign-in';
import { currentStaff } from '@/lib/admin/guard';

export const metadata: Metadata = { title: 'Sign in' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Open to everyone: the only admin page without a session. */
export default async function SignInPage({ searchParams }: Props) {
  if (await currentStaff(await headers())) redirect('/admin');
  const params = await searchParams;
  return (
    <div className="mx-auto max-w-md space-y-6">
      <h1 className="text-2xl font-semibold">Sign in to the back office</h1>
      {params.enrolled !== undefined && <p role="status">Your passkey is saved. Sign in with it now.</p>}
      {params['signed-out'] !== undefined && <p role="status">You are signed out.</p>}
      <PasskeySignIn />
      <p className="text-sm text-muted">
        Staff accounts are created by an owner. Ask one for an enrolment link if you have no passkey yet.
      </p>
    </div>
  );
}
