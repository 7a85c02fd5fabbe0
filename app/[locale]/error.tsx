'use client';

import { useEffect } from 'react';
import { ErrorScreen } from '@/components/layout/error-screen';

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <ErrorScreen detail={error.message || 'Something went wrong.'}>
      <button type="button" className="btn btn-outline btn-md" onClick={reset}>
        Try again
      </button>
    </ErrorScreen>
  );
}
