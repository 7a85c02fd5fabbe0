import { getTranslations } from 'next-intl/server';
import { Link } from '#i18n';
import { card, textLink } from './styles';

/** Shown when the provider returned nothing (or was down): the page still explains where to go next. */
export async function EmptyState({ title, text }: { title: string; text: string }) {
  const t = await getTranslations('Sections.emptyState');
  return (
    <div role="status" className={`${card} text-center`}>
      <p className="text-lg font-semibold">{title}</p>
      <p className="mt-2 text-muted">
        {text}{' '}
        <Link href="/contact" className={textLink}>
          {t('contact')}
        </Link>
      </p>
    </div>
  );
}
