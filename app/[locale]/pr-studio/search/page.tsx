import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ArchiveSearchFields } from '@/components/newsroom/archive-search-fields';
import { FeedEmpty } from '@/components/newsroom/feed-empty';
import { PageIntro } from '@/components/newsroom/page-intro';
import { SearchHits } from '@/components/newsroom/search-hits';
import { SearchPager } from '@/components/newsroom/search-pager';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { site } from '@/lib/config/site';
import { localizedPath } from '@/lib/i18n/locales';
import { currentLocale } from '@/lib/i18n/server';
import { PR_STUDIO_PATH } from '@/lib/newsroom/pagination';
import { articleYears, MAX_QUERY_CHARS, searchArticles, searchParamsSchema } from '@/lib/newsroom/search';
import { ARCHIVE_SEARCH_PATH, searchableArticles } from '@/lib/readers/searchable';
import { buildMetadata } from '@/lib/seo/metadata';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const control =
  'w-full rounded-xl border border-border bg-background px-4 py-2.5 text-sm text-foreground focus-visible:outline-2 focus-visible:outline-brand';

// Results depend on the query string, so this page renders per request; /pr-studio stays prerendered.
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('NewsroomSearch');
  return buildMetadata({
    title: t('metaTitle'),
    description: t('metaDescription', { brand: site.brand }),
    path: ARCHIVE_SEARCH_PATH,
    locale: await currentLocale(),
    // Result pages are endless variations of the listings: crawlers follow them, never index them.
    noindex: true,
  });
}

export default async function ArchiveSearchPage({ searchParams }: Props) {
  const raw = await searchParams;
  const query = searchParamsSchema.parse(raw);
  const locale = await currentLocale();
  const t = await getTranslations('NewsroomSearch');
  const articles = await searchableArticles(locale);
  const result = searchArticles(articles, query, locale);
  const typed = typeof raw.q === 'string' ? raw.q : '';
  const filtered = Boolean(query.q || query.category || query.year);
  return (
    <section className="mx-auto max-w-5xl space-y-10 px-4 py-16 sm:px-6">
      <Breadcrumbs
        crumbs={[
          { name: 'Home', path: '/' },
          { name: t('eyebrow'), path: PR_STUDIO_PATH },
          { name: t('crumb'), path: ARCHIVE_SEARCH_PATH },
        ]}
      />
      <PageIntro eyebrow={t('eyebrow')} title={query.q ? t('titleWithQuery', { query: query.q }) : t('title')}>
        <p>{t('hint')}</p>
      </PageIntro>
      <form method="get" action={localizedPath(ARCHIVE_SEARCH_PATH, locale)} role="search" aria-label={t('formLabel')}>
        <div className="flex flex-wrap items-end gap-4">
          <div className="w-full sm:max-w-md">
            <label htmlFor="archive-q" className="mb-2 block text-sm font-medium">
              {t('queryLabel')}
            </label>
            <input
              id="archive-q"
              type="search"
              name="q"
              defaultValue={query.q}
              maxLength={MAX_QUERY_CHARS}
              autoComplete="off"
              className={control}
            />
          </div>
          <ArchiveSearchFields years={articleYears(articles)} category={query.category} year={query.year} />
        </div>
        {typed.length > MAX_QUERY_CHARS && (
          <p className="mt-2 text-sm text-muted">{t('shortened', { max: MAX_QUERY_CHARS })}</p>
        )}
      </form>
      <p role="status" className="text-sm font-medium" data-testid="search-count">
        {result.pages > 1
          ? `${t('count', { count: result.total })} · ${t('pageOf', { page: result.page, pages: result.pages })}`
          : t('count', { count: result.total })}
      </p>
      {result.hits.length ? (
        <SearchHits hits={result.hits} locale={locale} label={t('resultsLabel')} />
      ) : (
        <FeedEmpty state={filtered ? { message: t('empty'), hint: t('emptyHint') } : { message: t('empty') }} />
      )}
      <SearchPager query={query} page={result.page} pages={result.pages} locale={locale} />
    </section>
  );
}
