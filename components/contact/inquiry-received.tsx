import { useLocale, useTranslations } from '#i18n';
import type { RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { SvgIcon, type Glyph } from '@/components/ui/icon';
import { localizedPath, type Locale } from '@/lib/i18n/locales';

const checkCircle: Glyph = ['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z', 'M8 12l3 3 5-6'];

/**
 * What the contact form turns into once the inquiry is stored. The form imports this module while
 * the inquiry is being sent (or the server renders it after a post without JavaScript), so it is
 * not part of the page's first load.
 */
export function InquiryReceived({
  headingRef,
  onStartOver,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  onStartOver: () => void;
}) {
  const t = useTranslations('InquiryForm');
  const locale = useLocale() as Locale;
  return (
    <div role="status" className="rounded-2xl border border-border bg-card p-8 text-center">
      <SvgIcon glyph={checkCircle} strokeWidth={2} className="mx-auto h-12 w-12 text-success" />
      <h2 ref={headingRef} tabIndex={-1} className="mt-4 text-2xl font-bold focus:outline-none">
        {t('receivedHeading')}
      </h2>
      <p className="mt-2 text-muted">{t('receivedBody')}</p>
      {/* Without JavaScript the button loads an empty contact page; with it the form comes back in place. */}
      <form action={localizedPath('/contact', locale)} className="mt-6">
        <Button
          type="submit"
          variant="outline"
          onClick={(event) => {
            event.preventDefault();
            onStartOver();
          }}
        >
          {t('startOver')}
        </Button>
      </form>
    </div>
  );
}
