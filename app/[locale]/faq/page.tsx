import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { contentLang } from '@/components/sections/content-lang';
import { FaqAccordionClient } from '@/components/sections/faq-accordion-client';
import { Icon } from '@/components/ui/icon';
import { PageHeaderSection } from '@/components/sections/page-header';
import { card } from '@/components/sections/styles';
import { ButtonLink } from '@/components/ui/button-link';
import { JsonLd } from '@/components/seo/json-ld';
import { getFaqItems } from '@/lib/provider/content';
import { messageList } from '@/lib/i18n/messages';
import { currentLocale } from '@/lib/i18n/server';
import { GUIDE_PATH } from '@/lib/newsroom/guide';
import { buildMetadata } from '@/lib/seo/metadata';
import { faqPageJsonLd } from '@/lib/seo/page-json-ld';

export async function generateMetadata(): Promise<Metadata> {
  const locale = await currentLocale();
  const t = await getTranslations('Faq.meta');
  return buildMetadata({
    title: t('title'),
    description: t('description'),
    path: '/faq',
    locale,
    keywords: messageList(locale, 'Faq.meta.keywords'),
  });
}

export default async function FaqPage() {
  const locale = await currentLocale();
  const [t, faqItems, lang] = await Promise.all([
    getTranslations('Faq'),
    getFaqItems(locale),
    contentLang('faq', locale),
  ]);
  return (
    <>
      <JsonLd data={faqPageJsonLd(faqItems, locale)} />
      <PageHeaderSection
        width="narrow"
        id="faq-page-heading"
        eyebrow={t('eyebrow')}
        title={t('title')}
        intro={t('intro')}
      >
        <div className="mt-12">
          <FaqAccordionClient items={faqItems} headingLevel={2} lang={lang} />
        </div>
        <div className="mt-12 grid gap-6 md:grid-cols-2">
          <section aria-labelledby="guidelines-heading" className={`${card} flex flex-col gap-3`}>
            <Icon name="book" className="h-8 w-8 text-brand" />
            <h2 id="guidelines-heading" className="text-xl font-bold">
              {t('guidelines.title')}
            </h2>
            <p className="text-muted">{t('guidelines.text')}</p>
            <p className="mt-auto pt-2">
              <ButtonLink href={GUIDE_PATH} variant="secondary">
                {t('guidelines.button')}
              </ButtonLink>
            </p>
          </section>
          <section aria-labelledby="stories-heading" className={`${card} flex flex-col gap-3`}>
            <Icon name="trending" className="h-8 w-8 text-brand" />
            <h2 id="stories-heading" className="text-xl font-bold">
              {t('stories.title')}
            </h2>
            <p className="text-muted">{t('stories.text')}</p>
            <p className="mt-auto pt-2">
              <ButtonLink href={'/case-studies'} variant="secondary">
                {t('stories.button')}
              </ButtonLink>
            </p>
          </section>
        </div>
        <div className="mt-12 text-center">
          <p className="text-lg font-semibold">{t('stillQuestion')}</p>
          <p className="mt-4">
            <ButtonLink href={'/contact'}>{t('bookCall')}</ButtonLink>
          </p>
        </div>
      </PageHeaderSection>
    </>
  );
}
