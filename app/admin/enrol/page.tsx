import type { Metadata } from 'next';
import { PasskeyEnrol } from '@/components/admin/passkey-enrol';
import { checkInvite } from '@/lib/admin/staff';

export const metadata: Metadata = { title: 'Create your passkey', referrer: 'no-referrer' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Open to the holder of an invite link: an expired, used or unknown link shows why, and no form. */
export default async function EnrolPage({ searchParams }: Props) {
  const { token } = await searchParams;
  const invite = await checkInvite(typeof token === 'string' ? token : '');
  return (
    <div className="mx-auto max-w-md space-y-6">
      <h1 className="text-2xl font-semibold">Create your passkey</h1>
      {'problem' in invite ? (
        <p role="alert">{invite.problem}</p>
      ) : (
        <>
          <p>
            Welcome, {invite.email}. You are joining as <strong>{invite.role}</strong>. Create a passkey on this device
            to sign in from now on; the link works once.
          </p>
          <PasskeyEnrol token={token as string} />
        </>
      )}
    </div>
  );
}
