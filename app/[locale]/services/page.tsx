import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CallToAction } from '@/components/sections/call-to-action';
import { EmptyState } from '@/components/sections/empty-state';
import { FaqSection } from '@/components/sections/faq-section';
import { GrowthStagePicker } from '@/components/sections/growth-stage-picker';
import { PageHeaderSection } from '@/components/sections/page-header';
import { ServiceCard } from '@/components/sections/service-card';
import { container } from '@/components/sections/styles';
import { TestimonialsSection } from '@/components/sections/testimonials-section';
import { contentLang } from '@/components/sections/content-lang';
import { JsonLd } from '@/components/seo/json-ld';
import { site } from '@/lib/config/site';
import { currentLocale } from '@/lib/i18n/server';
import { getServices } from '@/lib/provider/content';
import { messageList } from '@/lib/i18n/messages';
import { buildMetadata } from '@/lib/seo/metadata';
import { serviceListJsonLd } from '@/lib/seo/page-json-ld';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Services');
  const locale = await currentLocale();
  return buildMetadata({
    title: t('metaTitle'),
    description: t('metaDescription'),
    path: '/services',
    locale,
    keywords: messageList(locale, 'Keywords.services'),
  });
}

// Prerendered; the service list comes from the provider and refreshes every 5 minutes.
export const revalidate = 300;

export default async function ServicesPage() {
  const locale = await currentLocale();
  const [services, servicesLang, t, actions] = await Promise.all([
    getServices(locale),
    contentLang('services', locale),
    getTranslations('Services'),
    getTranslations('Sections.actions'),
  ]);
  return (
    <>
      <JsonLd data={serviceListJsonLd(services, locale)} />
      <PageHeaderSection
        id="services-heading"
        eyebrow={t('eyebrow')}
        title={t('title')}
        intro={t('intro')}
      >
        <GrowthStagePicker />
      </PageHeaderSection>
      <section aria-label={t('listLabel')} className="pb-16">
        <div className={container}>
          {services.length > 0 ? (
            <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" lang={servicesLang}>
              {services.map((service, index) => (
                <ServiceCard key={service.id} service={service} index={index} />
              ))}
            </div>
          ) : (
            <EmptyState title={t('emptyTitle')} text={t('emptyText')} />
          )}
        </div>
      </section>
      <TestimonialsSection showAll />
      <FaqSection />
      <CallToAction
        title={t('ctaTitle')}
        text={t('ctaText', { minutes: site.discoveryCallMinutes })}
        primary={{ href: '/contact', label: actions('bookCall') }}
        secondary={{ href: '/pricing', label: actions('comparePackages') }}
      />
    </>
  );
}
