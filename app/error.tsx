'use client';

import { useEffect } from 'react';
import { ErrorScreen } from '@/components/layout/error-screen';

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <ErrorScreen detail={error.message || 'Something went wrong.'}>
      <button type="button" onClick={reset} className="rounded-full border border-border px-5 py-2.5 text-sm font-semibold">
        Try again
      </button>
    </ErrorScreen>
  );
}
