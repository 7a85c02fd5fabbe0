'use client';

import { useLocale, useTranslations } from '#i18n';
import { useEffect } from 'react';
import { ErrorScreen } from '@/components/layout/error-screen';
import { defaultLocale } from '@/lib/i18n/locales';

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('ErrorScreen');
  const basics = useTranslations('ErrorBasics');
  // An error's message is English developer text: other languages show their own sentence instead.
  const english = useLocale() === defaultLocale;
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <ErrorScreen detail={(english && error.message) || basics('generic')}>
      <button type="button" className="btn btn-outline btn-md" onClick={reset}>
        {t('tryAgain')}
      </button>
    </ErrorScreen>
  );
}
