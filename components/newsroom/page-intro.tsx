import { useLocale, useTranslations } from '#i18n';
import { PageHeader } from '@/components/sections/page-header';
import { isLocale, localizedPath } from '@/lib/i18n/locales';
import { FEED_PATH } from '@/lib/newsroom/categories';

type Props = { eyebrow: string; title: string; children: React.ReactNode };

/** The PR Studio and Blog pages' heading block, with the subscription link to the page's language's feed. */
export function PageIntro({ eyebrow, title, children }: Props) {
  const t = useTranslations('Newsroom');
  const locale = useLocale();
  return (
    <header>
      <PageHeader eyebrow={eyebrow} title={title} intro={children} align="left" />
      <p className="mt-4 text-sm">
        <a
          href={localizedPath(FEED_PATH, isLocale(locale) ? locale : 'en')}
          className="font-medium text-brand underline underline-offset-4 hover:no-underline"
        >
          {t('subscribe')}
        </a>
      </p>
    </header>
  );
}
