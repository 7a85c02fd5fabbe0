import type { Metadata } from 'next';
import { IntlMessages } from '#i18n';
import { getTranslations } from 'next-intl/server';
import { CheckerClient } from '@/components/pr-checker/checker-client';
import { CHECKER_DIMENSIONS } from '@/components/pr-checker/dimensions';
import { JsonLd } from '@/components/seo/json-ld';
import { ToolExplainerSection, ToolIntroSection } from '@/components/tools/tool-sections';
import { messageList, pickMessages } from '@/lib/i18n/messages';
import { currentLocale } from '@/lib/i18n/server';
import { buildMetadata } from '@/lib/seo/metadata';
import { webApplicationJsonLd } from '@/lib/seo/tools-json-ld';

const PATH = '/pr-checker';

export async function generateMetadata(): Promise<Metadata> {
  const locale = await currentLocale();
  const t = await getTranslations('Checker');
  return buildMetadata({
    title: t('metaTitle'),
    description: t('metaDescription'),
    path: PATH,
    locale,
    keywords: messageList(locale, 'Checker.keywords'),
  });
}

export default async function PrCheckerPage() {
  const locale = await currentLocale();
  const t = await getTranslations('Checker');
  return (
    <>
      <ToolIntroSection id="pr-checker-heading" title={t('title')} intro={t('intro')}>
        <IntlMessages locale={locale} messages={pickMessages(locale, ['Checker', 'Tools'])}>
          <CheckerClient />
        </IntlMessages>
      </ToolIntroSection>

      <ToolExplainerSection
        id="scored-heading"
        title={t('scoredTitle')}
        intro={t('scoredIntro')}
        items={CHECKER_DIMENSIONS.map((key) => ({
          key,
          title: (
            <>
              {t(`dimensions.${key}.label`)} <span className="text-muted">{t('range')}</span>
            </>
          ),
          text: t(`dimensions.${key}.description`),
        }))}
      />

      <JsonLd
        data={webApplicationJsonLd({
          name: t('title'),
          description: t('metaDescription'),
          path: PATH,
          featureList: CHECKER_DIMENSIONS.map((key) => t(`dimensions.${key}.label`)),
        }, locale)}
      />
    </>
  );
}
