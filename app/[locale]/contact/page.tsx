import { InquiryForm } from '@/components/contact/inquiry-form';
import { FaqSection } from '@/components/sections/faq-section';
import { Icon } from '@/components/ui/icon';
import { PageHeaderSection } from '@/components/ui/page-header';
import { card, textLink } from '@/components/sections/styles';
import { ActionButton, externalLinkProps } from '@/components/ui/button-link';
import { JsonLd } from '@/components/seo/json-ld';
import { site } from '@/lib/config/site';
import { getContactContent } from '@/lib/content';
import { buildMetadata } from '@/lib/seo/metadata';
import { contactPageJsonLd } from '@/lib/seo/page-json-ld';

export const metadata = buildMetadata({
  title: 'Contact Us',
  description:
    'Send Kairo PR an inquiry or book a free 30-minute discovery call. We reply within 24 hours from Singapore and Ho Chi Minh City.',
  path: '/contact',
  keywords: ['contact PR agency', 'book PR discovery call', 'press release quote'],
});

export default async function ContactPage() {
  const { whatToExpect, faq: contactFaqItems } = await getContactContent();
  const offices = Object.values(site.offices);
  return (
    <>
      <JsonLd data={contactPageJsonLd()} />
      <PageHeaderSection
        id="contact-heading"
        eyebrow="Contact"
        title="Let's Get Your Story Published"
        intro={`Tell us what you are announcing and when. A strategist replies within ${site.inquiryReplyHours} hours.`}
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
                {site.discoveryCallMinutes} minutes · free
              </p>
              <h2 id="discovery-heading" className="mt-2 text-xl font-bold">
                Book a Discovery Call
              </h2>
              <p className="mt-2 text-muted">
                Prefer to talk? Pick a time for a {site.discoveryCallMinutes}-minute call with a senior strategist. We
                will review your announcement and recommend outlets, timing and budget.
              </p>
              <p className="mt-4">
                <ActionButton action={{ href: site.links.booking, label: 'Book a Discovery Call', external: true }} />
              </p>
            </section>

            <section aria-labelledby="details-heading" className={card}>
              <h2 id="details-heading" className="text-xl font-bold">
                Contact Details
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
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </li>
                {offices.map((office) => (
                  <li key={office.city} className="flex gap-3">
                    <Icon name="map-pin" className="mt-0.5 h-5 w-5 shrink-0 text-brand" />
                    <address className="not-italic">
                      <span className="font-semibold">
                        {office.label} · {office.city}
                      </span>
                      <br />
                      <span className="text-muted">
                        {office.streetAddress}, {office.city} {office.postalCode}, {office.country}
                      </span>
                    </address>
                  </li>
                ))}
              </ul>
            </section>

            <section aria-labelledby="expect-heading" className={card}>
              <h2 id="expect-heading" className="text-xl font-bold">
                What to Expect
              </h2>
              <ol className="mt-4 space-y-4">
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
      <FaqSection items={contactFaqItems} title="Before You Get in Touch" id="contact-faq-heading" linkToFaqPage />
    </>
  );
}
