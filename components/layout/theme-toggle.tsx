'use client';

import { useTranslations } from '#i18n';
import { useTheme } from 'next-themes';
import { useSyncExternalStore } from 'react';

const order = ['light', 'dark', 'system'] as const;
type Choice = (typeof order)[number];

const subscribeNothing = () => () => {};

/** Cycles light → dark → system. The label names the current and the next choice. */
export function ThemeToggle() {
  const t = useTranslations('Theme');
  const { theme, setTheme } = useTheme();
  // The stored theme is only known in the browser; render a neutral label on the server.
  const mounted = useSyncExternalStore(subscribeNothing, () => true, () => false);
  const current: Choice = mounted && order.includes(theme as Choice) ? (theme as Choice) : 'dark';
  const next = order[(order.indexOf(current) + 1) % order.length];

  return (
    <button
      type="button"
      onClick={() => setTheme(next)}
      aria-label={mounted ? t('switchWithState', { current: t(current), next: t(next) }) : t('switch')}
      title={t('switch')}
      className="inline-flex h-10 w-10 items-center justify-center rounded-full border border-border text-foreground hover:bg-card focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
        {current === 'light' ? (
          <>
            <circle cx="12" cy="12" r="4" />
            <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
          </>
        ) : current === 'dark' ? (
          <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
        ) : (
          <>
            <rect x="3" y="4" width="18" height="12" rx="2" />
            <path d="M8 20h8M12 16v4" />
          </>
        )}
      </svg>
    </button>
  );
}
