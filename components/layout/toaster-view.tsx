'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { Toaster as Sonner } from 'sonner';

function onThemeClass(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

/**
 * The theme next-themes has applied, read from the class it keeps on <html>: the toaster sits
 * outside the theme provider, which wraps only the header (app/[locale]/layout.tsx).
 */
function useAppliedTheme(): 'light' | 'dark' {
  return useSyncExternalStore(
    onThemeClass,
    () => (document.documentElement.classList.contains('light') ? 'light' : 'dark'),
    () => 'dark',
  );
}

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
  const theme = useAppliedTheme();
  // Sonner subscribes in its own effect, which runs before this one: the first toast is not lost.
  useEffect(onMounted, [onMounted]);
  return (
    <Sonner
      theme={theme}
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
