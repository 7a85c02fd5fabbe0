import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { FeedList } from '@/components/newsroom/feed-list';
import { ListingShell } from '@/components/newsroom/listing-shell';
import { PrStudioPagination } from '@/components/newsroom/pr-studio-pagination';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { absoluteUrl, site } from '@/lib/config/site';
import { isLocale, localizedPath, type Locale } from '@/lib/i18n/locales';
import { currentLocale } from '@/lib/i18n/server';
import { getFeedItems } from '@/lib/readers/feed';
import { newsroomItems } from '@/lib/newsroom/filters';
import { PR_STUDIO_PATH, pageCount, paginate, parsePageNumber, prStudioPagePath } from '@/lib/newsroom/pagination';
import { buildMetadata } from '@/lib/seo/metadata';
import { SubscribeForm } from '@/components/newsroom/subscribe-form';

type Params = { params: Promise<{ n: string }> };

export const revalidate = 300;

async function pressReleases(locale: Locale) {
  return newsroomItems(await getFeedItems(locale), site.newsroomCategory);
}

// The pages known at build time are prerendered; a page that appears later (an editor added
// releases and revalidated) renders on demand, and a number past the last page is a 404.
export const dynamicParams = true;

// Each language has its own number of pages: its releases plus the English ones it has no translation of.
export async function generateStaticParams({ params }: { params: { locale: string } }): Promise<{ n: string }[]> {
  const pages = pageCount((await pressReleases(isLocale(params.locale) ? params.locale : 'en')).length);
  return Array.from({ length: pages - 1 }, (_, index) => ({ n: String(index + 2) }));
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const page = parsePageNumber((await params).n);
  if (!page || page < 2) return {};
  const t = await getTranslations('Newsroom.archive');
  return buildMetadata({
    title: t('metaTitle', { page }),
    description: t('metaDescription', { brand: site.brand, page }),
    path: prStudioPagePath(page),
    locale: await currentLocale(),
  });
}

export default async function PrStudioArchivePage({ params }: Params) {
  const page = parsePageNumber((await params).n);
  const locale = await currentLocale();
  // Page 1 is /pr-studio itself, and nothing links to /pr-studio/page/1.
  const current = page && page > 1 ? paginate(await pressReleases(locale), page) : undefined;
  if (!current) notFound();

  const t = await getTranslations('Newsroom');
  const path = localizedPath(prStudioPagePath(current.page), locale);
  return (
    <ListingShell
      before={
        <Breadcrumbs
          crumbs={[
            { name: t('home'), path: '/' },
            { name: t('prStudio.eyebrow'), path: PR_STUDIO_PATH },
            { name: t('archive.crumb', { page: current.page }), path: prStudioPagePath(current.page) },
          ]}
        />
      }
      eyebrow={t('prStudio.eyebrow')}
      title={t('archive.title', { page: current.page, pages: current.pages })}
      intro={<p>{t('archive.intro', { brand: site.brand })}</p>}
      collection={{
        name: t('archive.metaTitle', { page: current.page }),
        description: t('archive.metaDescription', { brand: site.brand, page: current.page }),
        url: absoluteUrl(path),
        items: current.items,
      }}
    >
      <FeedList items={current.items} siteOrigin={new URL(site.url).origin} label={t('prStudio.listLabel')} />
      <PrStudioPagination page={current.page} pages={current.pages} />
      <SubscribeForm />
    </ListingShell>
  );
}
