'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { ErrorScreen } from '@/components/layout/error-screen';
import { usePageLocale } from '@/components/layout/language-switcher';
import { defaultLocale } from '@/lib/i18n/locales';

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('ErrorScreen');
  // An error's message is English developer text: other languages show their own sentence instead.
  const english = usePageLocale() === defaultLocale;
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <ErrorScreen detail={(english && error.message) || t('generic')}>
      <button type="button" className="btn btn-outline btn-md" onClick={reset}>
        {t('tryAgain')}
      </button>
    </ErrorScreen>
  );
}
