import type { Metadata } from 'next';
import { IntlMessages } from '#i18n';
import { getTranslations } from 'next-intl/server';
import { AngleFinderClient } from '@/components/angle-finder/angle-finder-client';
import { JsonLd } from '@/components/seo/json-ld';
import { ToolExplainerSection, ToolIntroSection } from '@/components/tools/tool-sections';
import { CATEGORY_KEYS } from '@/lib/angle-finder/message-keys';
import { messageList, pickMessages } from '@/lib/i18n/messages';
import { currentLocale } from '@/lib/i18n/server';
import { buildMetadata } from '@/lib/seo/metadata';
import { webApplicationJsonLd } from '@/lib/seo/tools-json-ld';

const PATH = '/angle-finder';

export async function generateMetadata(): Promise<Metadata> {
  const locale = await currentLocale();
  const t = await getTranslations('AngleFinder');
  return buildMetadata({
    title: t('metaTitle'),
    description: t('metaDescription'),
    path: PATH,
    locale,
    keywords: messageList(locale, 'AngleFinder.keywords'),
  });
}

const CATEGORIES = Object.values(CATEGORY_KEYS);

export default async function AngleFinderPage() {
  const locale = await currentLocale();
  const t = await getTranslations('AngleFinder');
  return (
    <>
      <ToolIntroSection id="angle-finder-heading" title={t('title')} intro={t('intro')}>
        <IntlMessages locale={locale} messages={pickMessages(locale, ['AngleFinder', 'Tools'])}>
          <AngleFinderClient />
        </IntlMessages>
      </ToolIntroSection>

      <ToolExplainerSection
        id="angles-heading"
        title={t('anglesTitle')}
        items={CATEGORIES.map((key) => ({
          key,
          title: t(`categories.${key}.name`),
          text: t(`categories.${key}.text`),
        }))}
        columns="sm:grid-cols-2 lg:grid-cols-3"
      />

      <JsonLd
        data={webApplicationJsonLd({
          name: t('title'),
          description: t('metaDescription'),
          path: PATH,
          featureList: CATEGORIES.map((key) => t(`categories.${key}.name`)),
        }, locale)}
      />
    </>
  );
}
