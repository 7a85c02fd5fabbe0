'use client';

import { useState } from 'react';
import { authClient } from './auth-client';

/** Creates the invited member's passkey; the invite token names the account it is for. */
export function PasskeyEnrol({ token }: { token: string }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function enrol() {
    setBusy(true);
    setError(null);
    const result = await authClient.passkey.addPasskey({ context: token, name: 'Passkey' });
    if (result.error) {
      setError(result.error.message ?? 'Creating your passkey failed. Please try again.');
      setBusy(false);
      return;
    }
    // A full load, so the back office's layout renders again with (or without) the session.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign('/admin/sign-in?enrolled=1');
  }

  return (
    <div className="space-y-3">
      <button type="button" className="btn btn-primary btn-md" onClick={enrol} disabled={busy} aria-busy={busy}>
        {busy ? 'Waiting for your passkey…' : 'Create my passkey'}
      </button>
      <p role="alert" className="text-sm text-danger">
        {error}
      </p>
    </div>
  );
}
