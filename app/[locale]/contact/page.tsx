import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { InquiryForm } from '@/components/contact/inquiry-form';
import { contentLang } from '@/components/sections/content-lang';
import { FaqSection } from '@/components/sections/faq-section';
import { localizedOffices } from '@/components/sections/offices';
import { Icon } from '@/components/ui/icon';
import { PageHeaderSection } from '@/components/sections/page-header';
import { card, textLink } from '@/components/sections/styles';
import { ActionButton, externalLinkProps } from '@/components/ui/button-link';
import { JsonLd } from '@/components/seo/json-ld';
import { site } from '@/lib/config/site';
import { getContactContent } from '@/lib/provider/content';
import { messageList } from '@/lib/i18n/messages';
import { currentLocale } from '@/lib/i18n/server';
import { buildMetadata } from '@/lib/seo/metadata';
import { contactPageJsonLd } from '@/lib/seo/page-json-ld';

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
            <section aria-labelledby="discovery-heading" className={`${card} border-2 border-brand`}>
              <p className="flex items-center gap-2 text-sm font-semibold text-brand">
                <Icon name="calendar" className="h-5 w-5" />
                {t('discovery.badge', { minutes: site.discoveryCallMinutes })}
              </p>
              <h2 id="discovery-heading" className="mt-2 text-xl font-bold">
                {t('discovery.title')}
              </h2>
              <p className="mt-2 text-muted">{t('discovery.text', { minutes: site.discoveryCallMinutes })}</p>
              <p className="mt-4">
                <ActionButton action={{ href: site.links.booking, label: t('discovery.button'), external: true }} />
              </p>
            </section>

            <section aria-labelledby="details-heading" className={card}>
              <h2 id="details-heading" className="text-xl font-bold">
                {t('details.title')}
              </h2>
              <ul className="mt-4 space-y-4">
                <li className="flex gap-3">
                  <Icon name="mail" className="mt-0.5 h-5 w-5 shrink-0 text-brand" />
                  <a href={`mailto:${site.email}`} className={textLink}>
                    {site.email}
                  </a>
                </li>
                <li className="flex gap-3">
                  <Icon name="users" className="mt-0.5 h-5 w-5 shrink-0 text-brand" />
                  <a href={site.messaging.url} className={textLink} {...externalLinkProps}>
                    {site.messaging.label}
                    <span className="sr-only"> {t('details.newTab')}</span>
                  </a>
                </li>
                {offices.map((office) => (
                  <li key={office.key} className="flex gap-3">
                    <Icon name="map-pin" className="mt-0.5 h-5 w-5 shrink-0 text-brand" />
                    <address className="not-italic">
                      <span className="font-semibold">
                        {t('officeName', { label: office.label, city: office.city })}
                      </span>
                      <br />
                      <span className="text-muted">{office.address}</span>
                    </address>
                  </li>
                ))}
              </ul>
            </section>

            <section aria-labelledby="expect-heading" className={card}>
              <h2 id="expect-heading" className="text-xl font-bold">
                {t('expect')}
              </h2>
              <ol lang={lang} className="mt-4 space-y-4">
                {whatToExpect.map((step, index) => (
                  <li key={step.title} className="flex gap-3">
                    <span
                      aria-hidden="true"
                      className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand text-sm font-bold text-brand-foreground"
                    >
                      {index + 1}
                    </span>
                    <span>
                      <span className="block font-semibold">{step.title}</span>
                      <span className="block text-sm text-muted">{step.text}</span>
                    </span>
                  </li>
                ))}
              </ol>
            </section>
          </div>
        </div>
      </PageHeaderSection>
      <FaqSection items={contactFaqItems} lang={lang} title={t('faqTitle')} id="contact-faq-heading" linkToFaqPage />
    </>
  );
}
