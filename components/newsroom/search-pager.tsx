import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import type { SearchQuery } from '@/lib/newsroom/search';
import { ARCHIVE_SEARCH_PATH } from '@/lib/readers/searchable';

const linkClass = 'font-medium text-brand underline underline-offset-4 hover:no-underline';

/** The search's address for `page` of the same query and filters, only the parameters that are set. */
function searchHref(query: SearchQuery, page: number, locale: Locale): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.category) params.set('category', query.category);
  if (query.year) params.set('year', query.year);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return `${localizedPath(ARCHIVE_SEARCH_PATH, locale)}${search ? `?${search}` : ''}`;
}

/** Previous and next links between result pages: plain links, so paging needs no script. */
export async function SearchPager({ query, page, pages, locale }: { query: SearchQuery; page: number; pages: number; locale: Locale }) {
  if (pages <= 1) return null;
  const t = await getTranslations('NewsroomSearch');
  return (
    <nav aria-label={t('pagination')} className="flex flex-wrap items-center justify-between gap-4 border-t border-border pt-6 text-sm">
      {page > 1 && (
        <Link prefetch={false} href={searchHref(query, page - 1, locale)} rel="prev" className={linkClass}>
          {t('previous')}
        </Link>
      )}
      <span aria-current="page">{t('pageOf', { page, pages })}</span>
      {page < pages && (
        <Link prefetch={false} href={searchHref(query, page + 1, locale)} rel="next" className={`${linkClass} ml-auto`}>
          {t('next')}
        </Link>
      )}
    </nav>
  );
}
