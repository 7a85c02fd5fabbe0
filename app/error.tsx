'use client';

import { useEffect } from 'react';
import { ErrorScreen } from '@/components/layout/error-screen';
import { Button } from '@/components/ui/button';

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <ErrorScreen detail={error.message || 'Something went wrong.'}>
      <Button variant="outline" size="md" onClick={reset}>
        Try again
      </Button>
    </ErrorScreen>
  );
}
