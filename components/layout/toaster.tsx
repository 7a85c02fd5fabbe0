'use client';

import { useTheme } from 'next-themes';
import { Toaster as Sonner } from 'sonner';

/** Toasts styled with our own tokens: sonner's richColors fail contrast. */
export function Toaster() {
  const { resolvedTheme } = useTheme();
  return (
    <Sonner
      theme={resolvedTheme === 'light' ? 'light' : 'dark'}
      position="top-center"
      toastOptions={{
        classNames: {
          toast: '!bg-card !text-foreground !border !border-border',
          description: '!text-muted',
        },
      }}
    />
  );
}
