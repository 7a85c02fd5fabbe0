import type { Metadata } from 'next';
import { IntlMessages } from '#i18n';
import { getTranslations } from 'next-intl/server';
import { ArchiveSearchFields } from '@/components/newsroom/archive-search-fields';
import { ListingShell } from '@/components/newsroom/listing-shell';
import { PrStudioClient } from '@/components/newsroom/pr-studio-client';
import { PrStudioPagination } from '@/components/newsroom/pr-studio-pagination';
import { absoluteUrl, site } from '@/lib/config/site';
import { localizedPath } from '@/lib/i18n/locales';
import { pickMessages } from '@/lib/i18n/messages';
import { currentLocale } from '@/lib/i18n/server';
import { FEED_PATH } from '@/lib/newsroom/categories';
import { getFeedItems } from '@/lib/readers/feed';
import { newsroomItems, prStudioItems } from '@/lib/newsroom/filters';
import { PR_STUDIO_PATH, pageCount } from '@/lib/newsroom/pagination';
import { ARCHIVE_SEARCH_PATH, searchableArticles } from '@/lib/readers/searchable';
import { articleYears } from '@/lib/newsroom/search';
import { messageList } from '@/lib/i18n/messages';
import { buildMetadata } from '@/lib/seo/metadata';
import { SubscribeForm } from '@/components/newsroom/subscribe-form';

export const revalidate = 300;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Newsroom.prStudio');
  const locale = await currentLocale();
  return buildMetadata({
    title: t('metaTitle'),
    description: t('metaDescription'),
    path: PR_STUDIO_PATH,
    locale,
    keywords: messageList(locale, 'Keywords.prStudio'),
  });
}

export default async function PrStudioPage() {
  const locale = await currentLocale();
  const t = await getTranslations('Newsroom.prStudio');
  const items = newsroomItems(await getFeedItems(locale), site.newsroomCategory);
  const ts = await getTranslations('NewsroomSearch');
  return (
    <ListingShell
      eyebrow={t('eyebrow')}
      title={t('title')}
      intro={<p>{t('intro', { brand: site.brand })}</p>}
      collection={{
        name: t('metaTitle'),
        description: t('metaDescription'),
        url: absoluteUrl(localizedPath(PR_STUDIO_PATH, locale)),
        items: prStudioItems(items, site.newsroomCategory),
      }}
    >
      <IntlMessages locale={locale} messages={pickMessages(locale, ['Newsroom'])}>
        <PrStudioClient
          initialItems={items}
          newsroomCategory={site.newsroomCategory}
          siteOrigin={new URL(site.url).origin}
          feedPath={localizedPath(FEED_PATH, locale)}
          archiveSearch={{
            action: localizedPath(ARCHIVE_SEARCH_PATH, locale),
            label: ts('formLabel'),
            hint: ts('hint'),
            fields: <ArchiveSearchFields years={articleYears(await searchableArticles(locale))} />,
          }}
        />
      </IntlMessages>
      <PrStudioPagination page={1} pages={pageCount(items.length)} />
      <SubscribeForm />
    </ListingShell>
  );
}
