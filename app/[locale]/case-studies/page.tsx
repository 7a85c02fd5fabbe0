import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CallToAction } from '@/components/sections/call-to-action';
import { CaseStudyCard } from '@/components/sections/case-study-card';
import { EmptyState } from '@/components/sections/empty-state';
import { PageHeaderSection } from '@/components/sections/page-header';
import { container } from '@/components/sections/styles';
import { contentLang } from '@/components/sections/content-lang';
import { JsonLd } from '@/components/seo/json-ld';
import { getCaseStudies } from '@/lib/provider/content';
import { currentLocale } from '@/lib/i18n/server';
import { messageList } from '@/lib/i18n/messages';
import { buildMetadata } from '@/lib/seo/metadata';
import { caseStudiesJsonLd } from '@/lib/seo/page-json-ld';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('CaseStudies');
  const locale = await currentLocale();
  return buildMetadata({
    title: t('metaTitle'),
    description: t('metaDescription'),
    path: '/case-studies',
    locale,
    keywords: messageList(locale, 'Keywords.caseStudies'),
  });
}

// Prerendered; case studies come from the provider and refresh every 5 minutes.
export const revalidate = 300;

export default async function CaseStudiesPage() {
  const locale = await currentLocale();
  const [caseStudies, caseStudiesLang, t, actions] = await Promise.all([
    getCaseStudies(locale),
    contentLang('case-studies', locale),
    getTranslations('CaseStudies'),
    getTranslations('Sections.actions'),
  ]);
  return (
    <>
      <JsonLd data={caseStudiesJsonLd(caseStudies, locale)} />
      <PageHeaderSection
        id="case-studies-heading"
        eyebrow={t('eyebrow')}
        title={t('title')}
        intro={t('intro')}
      />
      <section aria-label={t('listLabel')} className="pb-16">
        <div className={container}>
          {caseStudies.length > 0 ? (
            <div className="grid gap-8 lg:grid-cols-2" lang={caseStudiesLang}>
              {caseStudies.map((caseStudy) => (
                <CaseStudyCard key={caseStudy.id} caseStudy={caseStudy} />
              ))}
            </div>
          ) : (
            <EmptyState title={t('emptyTitle')} text={t('emptyText')} />
          )}
        </div>
      </section>
      <CallToAction
        title={t('ctaTitle')}
        text={t('ctaText')}
        primary={{ href: '/contact', label: actions('bookCall') }}
        secondary={{ href: '/services', label: actions('exploreServices') }}
      />
    </>
  );
}
