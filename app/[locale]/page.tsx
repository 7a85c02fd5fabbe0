import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CallToAction } from '@/components/sections/call-to-action';
import { CaseStudySummaryCard } from '@/components/sections/case-study-summary-card';
import { EmptyState } from '@/components/sections/empty-state';
import { HeroSection } from '@/components/sections/hero-section';
import { PrModesSection } from '@/components/sections/pr-modes-section';
import { HeadingSection } from '@/components/sections/page-header';
import { StatsSection } from '@/components/sections/stats-section';
import { container, textLink } from '@/components/sections/styles';
import { TestimonialsSection } from '@/components/sections/testimonials-section';
import { TrustedBySection } from '@/components/sections/trusted-by-section';
import { contentLang } from '@/components/sections/content-lang';
import { JsonLd } from '@/components/seo/json-ld';
import { site } from '@/lib/config/site';
import { Link } from '#i18n';
import { currentLocale } from '@/lib/i18n/server';
import { getCaseStudies, getPackages } from '@/lib/provider/content';
import { messageList } from '@/lib/i18n/messages';
import { buildMetadata } from '@/lib/seo/metadata';
import { professionalServiceJsonLd } from '@/lib/seo/page-json-ld';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Home');
  const locale = await currentLocale();
  return buildMetadata({
    title: t('metaTitle'),
    description: t('metaDescription'),
    path: '/',
    locale,
    keywords: messageList(locale, 'Keywords.home'),
  });
}

// Prerendered and refreshed with the provider content (case studies) every 5 minutes.
export const revalidate = 300;

/** Home shows the first 2 case studies (docs/behaviour.md#pages). */
const HOME_CASE_STUDIES = 2;

export default async function HomePage() {
  const locale = await currentLocale();
  const [allCaseStudies, caseStudiesLang, packages, t, actions] = await Promise.all([
    getCaseStudies(locale),
    contentLang('case-studies', locale),
    getPackages(locale),
    getTranslations('Home'),
    getTranslations('Sections.actions'),
  ]);
  const caseStudies = allCaseStudies.slice(0, HOME_CASE_STUDIES);
  return (
    <>
      <JsonLd data={professionalServiceJsonLd(packages, locale)} />
      <HeroSection />
      <TrustedBySection />
      <StatsSection />
      <PrModesSection />
      <HeadingSection
        id="home-case-studies-heading"
        eyebrow={t('caseStudiesEyebrow')}
        title={t('caseStudiesTitle')}
        intro={t('caseStudiesIntro')}
      >
        <div className="mt-10 grid gap-6 md:grid-cols-2" lang={caseStudiesLang}>
          {caseStudies.map((caseStudy) => (
            <CaseStudySummaryCard key={caseStudy.id} caseStudy={caseStudy} />
          ))}
        </div>
        {caseStudies.length === 0 && (
          <EmptyState title={t('caseStudiesEmptyTitle')} text={t('caseStudiesEmptyText')} />
        )}
        <p className="mt-8 text-center">
          <Link href="/case-studies" className={textLink}>
            {t('viewAllCaseStudies')}
          </Link>
        </p>
      </HeadingSection>
      <TestimonialsSection />
      <section aria-labelledby="home-faq-heading" className="py-12">
        <div className={`${container} text-center`}>
          <h2 id="home-faq-heading" className="text-2xl font-bold">
            {t('faqHeading')}
          </h2>
          <p className="mt-3 text-muted">
            {t('faqText')}{' '}
            <Link href="/faq" className={textLink}>
              {t('faqLink')}
            </Link>
          </p>
        </div>
      </section>
      <CallToAction
        title={t('ctaTitle')}
        text={t('ctaText', { hours: site.inquiryReplyHours, days: site.publicationDays })}
        primary={{ href: '/contact', label: actions('bookCall') }}
        secondary={{ href: '/pricing', label: actions('seePricing') }}
      />
    </>
  );
}
