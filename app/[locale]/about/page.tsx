import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CallToAction } from '@/components/sections/call-to-action';
import { PageHeaderSection, HeadingSection } from '@/components/sections/page-header';
import { TestimonialsSection } from '@/components/sections/testimonials-section';
import { contentLang } from '@/components/sections/content-lang';
import { JsonLd } from '@/components/seo/json-ld';
import { site } from '@/lib/config/site';
import { currentLocale } from '@/lib/i18n/server';
import { getAbout } from '@/lib/provider/content';
import { messageList } from '@/lib/i18n/messages';
import { buildMetadata } from '@/lib/seo/metadata';
import { aboutPageJsonLd } from '@/lib/seo/page-json-ld';
import { FounderProfile, MissionCard, ResourceList, ValueList, VisionSection } from './about-sections';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('About');
  const locale = await currentLocale();
  return buildMetadata({
    title: t('metaTitle'),
    description: t('metaDescription'),
    path: '/about',
    locale,
    keywords: messageList(locale, 'Keywords.about'),
  });
}

export default async function AboutPage() {
  const locale = await currentLocale();
  const [{ mission, values, founder, vision }, lang, t, actions] = await Promise.all([
    getAbout(locale),
    contentLang('about', locale),
    getTranslations('About'),
    getTranslations('Sections.actions'),
  ]);
  return (
    <>
      <JsonLd data={aboutPageJsonLd(founder, locale)} />
      <PageHeaderSection
        width="narrow"
        id="about-heading"
        eyebrow={t('eyebrow', { brand: site.brand })}
        title={t('title')}
      >
        <MissionCard mission={mission} lang={lang} />
      </PageHeaderSection>

      <HeadingSection className="py-16" id="values-heading" eyebrow={t('valuesEyebrow')} title={t('valuesTitle')}>
        <ValueList values={values} lang={lang} />
      </HeadingSection>

      <HeadingSection
        width="narrow"
        className="py-16"
        id="founder-heading"
        eyebrow={t('founderEyebrow')}
        title={t('founderTitle')}
      >
        <FounderProfile founder={founder} lang={lang} />
      </HeadingSection>

      <TestimonialsSection showAll title={t('testimonialsTitle')} />

      <HeadingSection
        className="py-16"
        id="resources-heading"
        eyebrow={t('resourcesEyebrow')}
        title={t('resourcesTitle')}
        intro={t('resourcesIntro')}
      >
        <ResourceList t={t} />
      </HeadingSection>

      <VisionSection vision={vision} lang={lang} />

      <CallToAction
        title={t('ctaTitle')}
        text={t('ctaText', { minutes: site.discoveryCallMinutes })}
        primary={{ href: '/contact', label: actions('bookCall') }}
      />
    </>
  );
}
