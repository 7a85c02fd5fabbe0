'use client';

import { Link, useTranslations } from '#i18n';
import { useEffect, useState } from 'react';

const COOKIE_CONSENT_KEY = 'cookieConsent';
const SHOW_DELAY_MS = 1000;

function storedConsent(): string | null {
  try {
    return localStorage.getItem(COOKIE_CONSENT_KEY);
  } catch {
    return null;
  }
}

/**
 * Closing the banner (or following the policy link) is not stored: the banner lives in the root
 * layout, so it stays hidden across client navigation and returns on the next load (docs/behaviour.md#global-navigation).
 */
export function CookieBanner() {
  const t = useTranslations('CookieBanner');
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (storedConsent() === 'accepted') return;
    const timer = window.setTimeout(() => setVisible(true), SHOW_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (!visible) return null;

  const dismiss = () => setVisible(false);
  const accept = () => {
    try {
      localStorage.setItem(COOKIE_CONSENT_KEY, 'accepted');
    } catch {
      // Storage can be blocked; the banner still hides for this page view.
    }
    setVisible(false);
  };

  return (
    <section
      aria-label={t('label')}
      className="fixed inset-x-4 bottom-4 z-40 mx-auto max-w-2xl rounded-xl border border-border bg-card p-4 shadow-xl sm:bottom-6 sm:left-6 sm:right-24"
    >
      <div className="flex items-start gap-4">
        <p className="flex-1 text-sm text-foreground">
          {t.rich('text', {
            link: (chunks) => (
              <Link
                prefetch={false}
                href="/privacy-policy"
                onClick={dismiss}
                className="font-semibold text-brand underline"
              >
                {chunks}
              </Link>
            ),
          })}
        </p>
        <button
          type="button"
          onClick={dismiss}
          aria-label={t('close')}
          className="rounded-md p-1 text-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-brand"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-5 w-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      </div>
      <div className="mt-3 flex justify-end">
        <button type="button" className="btn btn-primary btn-sm" onClick={accept}>
          {t('accept')}
        </button>
      </div>
    </section>
  );
}
