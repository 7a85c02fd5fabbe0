import { CallToAction } from '@/components/sections/call-to-action';
import { EmptyState } from '@/components/sections/empty-state';
import { FaqSection } from '@/components/sections/faq-section';
import { GrowthStagePicker } from '@/components/sections/growth-stage-picker';
import { PageHeaderSection } from '@/components/ui/page-header';
import { ServiceCard } from '@/components/sections/service-card';
import { container } from '@/components/sections/styles';
import { TestimonialsSection } from '@/components/sections/testimonials-section';
import { JsonLd } from '@/components/seo/json-ld';
import { site } from '@/lib/config/site';
import { getServices } from '@/lib/content';
import { buildMetadata } from '@/lib/seo/metadata';
import { serviceListJsonLd } from '@/lib/seo/page-json-ld';

export const metadata = buildMetadata({
  title: 'PR Services for Web3, Fintech and Tech',
  description:
    'Press release writing and distribution, launch PR, investor PR, crisis communications, founder thought leadership and Asia market entry PR from Singapore and Ho Chi Minh City.',
  path: '/services',
  keywords: ['PR services', 'launch PR', 'crisis communications', 'investor PR', 'Asia market entry PR'],
});

// Prerendered; the service list comes from the provider and refreshes every 5 minutes.
export const revalidate = 300;

export default async function ServicesPage() {
  const services = await getServices();
  return (
    <>
      <JsonLd data={serviceListJsonLd(services)} />
      <PageHeaderSection
        id="services-heading"
        eyebrow="All Services"
        title="PR Services That Earn Investor Attention"
        intro="From a single press release to a full launch or a crisis at 2 a.m., every service is run by senior editors who know Web3, fintech and tech media in Asia and beyond. Tell us your stage and we will point you to the right mix."
      >
        <GrowthStagePicker />
      </PageHeaderSection>
      <section aria-label="Our services" className="pb-16">
        <div className={container}>
          {services.length > 0 ? (
            <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {services.map((service, index) => (
                <ServiceCard key={service.id} service={service} index={index} />
              ))}
            </div>
          ) : (
            <EmptyState
              title="Our service list is being updated."
              text="We still take on launches, funding announcements and crisis work every week."
            />
          )}
        </div>
      </section>
      <TestimonialsSection showAll />
      <FaqSection />
      <CallToAction
        title="Not Sure Which Service Fits?"
        text={`Book a free ${site.discoveryCallMinutes}-minute discovery call. We will look at your announcement, your timeline and your audience, and recommend the smallest package that gets the job done.`}
        primary={{ href: '/contact', label: 'Book a Discovery Call' }}
        secondary={{ href: '/pricing', label: 'Compare Packages' }}
      />
    </>
  );
}
