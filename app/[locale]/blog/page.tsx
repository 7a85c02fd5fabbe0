import type { Metadata } from 'next';
import { IntlMessages } from '#i18n';
import { getTranslations } from 'next-intl/server';
import { BlogClient } from '@/components/newsroom/blog-client';
import { ListingShell } from '@/components/newsroom/listing-shell';
import { absoluteUrl, site } from '@/lib/config/site';
import { localizedPath } from '@/lib/i18n/locales';
import { pickMessages } from '@/lib/i18n/messages';
import { currentLocale } from '@/lib/i18n/server';
import { FEED_PATH } from '@/lib/newsroom/categories';
import { getFeedItems } from '@/lib/readers/feed';
import { blogCategoryItems } from '@/lib/newsroom/filters';
import { messageList } from '@/lib/i18n/messages';
import { buildMetadata } from '@/lib/seo/metadata';
import { SubscribeForm } from '@/components/newsroom/subscribe-form';

export const revalidate = 300;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Newsroom.blog');
  const locale = await currentLocale();
  return buildMetadata({
    title: t('metaTitle'),
    description: t('metaDescription'),
    path: '/blog',
    locale,
    keywords: messageList(locale, 'Keywords.blog'),
  });
}

export default async function BlogPage() {
  const locale = await currentLocale();
  const t = await getTranslations('Newsroom.blog');
  const items = blogCategoryItems(await getFeedItems(locale));
  return (
    <ListingShell
      eyebrow={t('eyebrow')}
      title={t('title')}
      intro={<p>{t('intro', { brand: site.brand })}</p>}
      collection={{
        name: t('metaTitle'),
        description: t('metaDescription'),
        url: absoluteUrl(localizedPath('/blog', locale)),
        items,
      }}
    >
      <IntlMessages locale={locale} messages={pickMessages(locale, ['Newsroom'])}>
        <BlogClient
          initialItems={items}
          siteOrigin={new URL(site.url).origin}
          feedPath={localizedPath(FEED_PATH, locale)}
        />
      </IntlMessages>
      <SubscribeForm />
    </ListingShell>
  );
}
