import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { InquiryForm } from '@/components/contact/inquiry-form';
import { contentLang } from '@/components/sections/content-lang';
import { FaqSection } from '@/components/sections/faq-section';
import { localizedOffices } from '@/components/sections/offices';
import { PageHeaderSection } from '@/components/sections/page-header';
import { JsonLd } from '@/components/seo/json-ld';
import { site } from '@/lib/config/site';
import { getContactContent } from '@/lib/provider/content';
import { messageList } from '@/lib/i18n/messages';
import { currentLocale } from '@/lib/i18n/server';
import { buildMetadata } from '@/lib/seo/metadata';
import { contactPageJsonLd } from '@/lib/seo/page-json-ld';
import { ContactDetails, DiscoveryCallCard, WhatToExpect } from './contact-sidebar';

export async function generateMetadata(): Promise<Metadata> {
  const locale = await currentLocale();
  const t = await getTranslations('Contact.meta');
  return buildMetadata({
    title: t('title'),
    description: t('description'),
    path: '/contact',
    locale,
    keywords: messageList(locale, 'Contact.meta.keywords'),
  });
}

export default async function ContactPage() {
  const locale = await currentLocale();
  const [t, offices, { whatToExpect, faq: contactFaqItems }, lang] = await Promise.all([
    getTranslations('Contact'),
    localizedOffices(),
    getContactContent(locale),
    contentLang('contact', locale),
  ]);
  return (
    <>
      <JsonLd data={contactPageJsonLd(locale)} />
      <PageHeaderSection
        id="contact-heading"
        eyebrow={t('eyebrow')}
        title={t('title')}
        intro={t('intro', { hours: site.inquiryReplyHours })}
      >
        <div className="mt-12 grid gap-8 lg:grid-cols-[3fr_2fr]">
          {/* The wrapper keeps the form at its own height instead of stretching to the sidebar's. */}
          <div>
            <InquiryForm />
          </div>
          <div className="flex flex-col gap-6">
            <DiscoveryCallCard t={t} />
            <ContactDetails t={t} offices={offices} />
            <WhatToExpect t={t} steps={whatToExpect} lang={lang} />
          </div>
        </div>
      </PageHeaderSection>
      <FaqSection items={contactFaqItems} lang={lang} title={t('faqTitle')} id="contact-faq-heading" linkToFaqPage />
    </>
  );
}
