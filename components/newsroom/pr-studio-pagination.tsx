import { Link, useTranslations } from '#i18n';
import { prStudioPagePath } from '@/lib/newsroom/pagination';

const linkClass = 'font-medium text-brand underline underline-offset-4 hover:no-underline';

/** Plain links between PR Studio's pages, server-rendered so crawlers and visitors without JavaScript reach every release. */
export function PrStudioPagination({ page, pages }: { page: number; pages: number }) {
  const t = useTranslations('Newsroom.pagination');
  if (pages <= 1) return null;
  const numbers = Array.from({ length: pages }, (_, index) => index + 1);
  return (
    <nav
      aria-label={t('label')}
      className="flex flex-wrap items-center justify-between gap-4 border-t border-border pt-6 text-sm"
    >
      {page > 1 && (
        <Link href={prStudioPagePath(page - 1)} rel="prev" className={linkClass}>
          {t('newer')}
        </Link>
      )}
      <ol className="flex flex-wrap items-center gap-2">
        {numbers.map((number) => (
          <li key={number}>
            {number === page ? (
              <span
                aria-current="page"
                className="inline-block rounded-md border border-brand px-3 py-1.5 font-semibold"
              >
                <span className="sr-only">{t('page')}</span>
                {number}
              </span>
            ) : (
              <Link
                href={prStudioPagePath(number)}
                className="inline-block rounded-md border border-border px-3 py-1.5 hover:border-brand hover:text-brand"
              >
                <span className="sr-only">{t('page')}</span>
                {number}
              </Link>
            )}
          </li>
        ))}
      </ol>
      {page < pages && (
        <Link href={prStudioPagePath(page + 1)} rel="next" className={`${linkClass} ml-auto`}>
          {t('older')}
        </Link>
      )}
    </nav>
  );
}
