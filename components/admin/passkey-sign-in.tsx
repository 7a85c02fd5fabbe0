'use client';

import { useState } from 'react';
import { authClient } from './auth-client';

/** Signs in with a passkey; WebAuthn needs JavaScript, so this is the page's one interactive leaf. */
export function PasskeySignIn() {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function signIn() {
    setBusy(true);
    setError(null);
    const result = await authClient.signIn.passkey();
    if (result.error) {
      setError(result.error.message ?? 'Signing in with your passkey failed. Please try again.');
      setBusy(false);
      return;
    }
    // A full load, so the back office's layout renders again with (or without) the session.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign('/admin');
  }

  return (
    <div className="space-y-3">
      <button type="button" className="btn btn-primary btn-md" onClick={signIn} disabled={busy} aria-busy={busy}>
        {busy ? 'Waiting for your passkey…' : 'Sign in with a passkey'}
      </button>
      <p role="alert" className="text-sm text-danger">
        {error}
      </p>
    </div>
  );
}
