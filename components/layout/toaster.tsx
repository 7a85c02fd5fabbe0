'use client';

import { useTranslations } from 'next-intl';
import { useTheme } from 'next-themes';
import { Toaster as Sonner } from 'sonner';

/** Toasts styled with our own tokens: sonner's richColors fail contrast. */
export function Toaster() {
  const t = useTranslations('Common');
  const { resolvedTheme } = useTheme();
  return (
    <Sonner
      theme={resolvedTheme === 'light' ? 'light' : 'dark'}
      position="top-center"
      containerAriaLabel={t('notifications')}
      toastOptions={{
        closeButtonAriaLabel: t('closeNotification'),
        classNames: {
          toast: '!bg-card !text-foreground !border !border-border',
          description: '!text-muted',
        },
      }}
    />
  );
}
