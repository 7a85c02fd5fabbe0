'use client';

import { useLocale } from '#i18n';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { SUGGESTION_DISMISSED_KEY, hasLocaleCookie, languageLinks, suggestedLocale } from '@/lib/i18n/switcher';
import type { Locale } from '@/lib/i18n/locales';

type Notice = typeof import('./language-notice').LanguageNotice;

function dismissed(): boolean {
  try {
    return localStorage.getItem(SUGGESTION_DISMISSED_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * Offers the page in the browser's language (docs/i18n.md#switcher-and-suggestion); never
 * redirects. Checks once the browser is idle and loads the notice itself only when it has
 * something to offer, so a page pays a few hundred bytes for it up front.
 */
export function LanguageSuggestion() {
  const locale = useLocale();
  const pathname = usePathname() ?? '/';
  const [offer, setOffer] = useState<{ Notice: Notice; locale: Locale } | null>(null);

  useEffect(() => {
    let cancelled = false;
    const check = () => {
      const suggested = suggestedLocale(navigator.languages ?? [navigator.language], locale);
      if (!suggested || hasLocaleCookie(document.cookie) || dismissed()) return;
      void import('./language-notice').then(({ LanguageNotice }) => {
        if (!cancelled) setOffer({ Notice: LanguageNotice, locale: suggested });
      });
    };
    const idle = 'requestIdleCallback' in window;
    const handle = idle ? window.requestIdleCallback(check, { timeout: 3000 }) : window.setTimeout(check, 500);
    return () => {
      cancelled = true;
      if (idle) window.cancelIdleCallback(handle);
      else window.clearTimeout(handle);
    };
  }, [locale]);

  if (!offer) return null;
  const target = languageLinks(pathname, locale).find((link) => link.locale === offer.locale)!;
  return <offer.Notice link={target} onClose={() => setOffer(null)} />;
}
