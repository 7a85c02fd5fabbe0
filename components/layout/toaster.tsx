'use client';

import { useTranslations } from '#i18n';
import { lazy, Suspense, useEffect, useState } from 'react';

const ToasterView = lazy(() => import('./toaster-view').then((module) => ({ default: module.ToasterView })));

/**
 * Toasts are rare (a form sent or refused), so sonner loads with the first one rather than with
 * every page. The region mounts before the toast arrives, so screen readers announce it.
 */
let show: (() => void) | undefined;
let mounted: Promise<void> | undefined;
let markMounted: () => void = () => {};

function ready(): Promise<typeof import('sonner')> {
  mounted ??= new Promise<void>((resolve) => {
    markMounted = resolve;
    show?.();
  });
  return mounted.then(() => import('sonner'));
}

type Options = { id?: string };
export const toast = {
  success: (message: string, options?: Options) => void ready().then(({ toast }) => toast.success(message, options)),
  error: (message: string, options?: Options) => void ready().then(({ toast }) => toast.error(message, options)),
};

export function Toaster() {
  const t = useTranslations('Common');
  // True at once only when a toast was asked for before this mounted.
  const [wanted, setWanted] = useState(() => mounted !== undefined);
  useEffect(() => {
    show = () => setWanted(true);
    return () => {
      show = undefined;
    };
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView label={t('notifications')} closeLabel={t('closeNotification')} onMounted={markMounted} />
    </Suspense>
  );
}
