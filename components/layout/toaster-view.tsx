'use client';

import { useTheme } from 'next-themes';
import { useEffect } from 'react';
import { Toaster as Sonner } from 'sonner';

/** Toasts styled with our own tokens: sonner's richColors fail contrast. */
export function ToasterView({
  label,
  closeLabel,
  onMounted,
}: {
  label: string;
  closeLabel: string;
  onMounted: () => void;
}) {
  const { resolvedTheme } = useTheme();
  // Sonner subscribes in its own effect, which runs before this one: the first toast is not lost.
  useEffect(onMounted, [onMounted]);
  return (
    <Sonner
      theme={resolvedTheme === 'light' ? 'light' : 'dark'}
      position="top-center"
      containerAriaLabel={label}
      toastOptions={{
        closeButtonAriaLabel: closeLabel,
        classNames: {
          toast: '!bg-card !text-foreground !border !border-border',
          description: '!text-muted',
        },
      }}
    />
  );
}
