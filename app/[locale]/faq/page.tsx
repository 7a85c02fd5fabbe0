import { FaqAccordionClient } from '@/components/sections/faq-accordion-client';
import { Icon } from '@/components/ui/icon';
import { PageHeaderSection } from '@/components/ui/page-header';
import { card } from '@/components/sections/styles';
import { ButtonLink } from '@/components/ui/button-link';
import { JsonLd } from '@/components/seo/json-ld';
import { getFaqItems } from '@/lib/content';
import { GUIDE_PATH } from '@/lib/newsroom/guide';
import { buildMetadata } from '@/lib/seo/metadata';
import { faqPageJsonLd } from '@/lib/seo/page-json-ld';

export const metadata = buildMetadata({
  title: 'Frequently Asked Questions',
  description:
    'How long a press release takes to go live, whether it helps SEO, what happens if it is not published, and other questions founders ask before working with Kairo PR.',
  path: '/faq',
  keywords: ['press release FAQ', 'press release refund', 'how long press release publish', 'press release SEO'],
});

export default async function FaqPage() {
  const faqItems = await getFaqItems();
  return (
    <>
      <JsonLd data={faqPageJsonLd(faqItems)} />
      <PageHeaderSection
        width="narrow"
        id="faq-page-heading"
        eyebrow="FAQ"
        title="Frequently Asked Questions"
        intro="Straight answers about timelines, SEO, refunds, reviews and how long your coverage stays online."
      >
        <div className="mt-12">
          <FaqAccordionClient items={faqItems} headingLevel={2} />
        </div>
        <div className="mt-12 grid gap-6 md:grid-cols-2">
          <section aria-labelledby="guidelines-heading" className={`${card} flex flex-col gap-3`}>
            <Icon name="book" className="h-8 w-8 text-brand" />
            <h2 id="guidelines-heading" className="text-xl font-bold">
              Writing Guidelines
            </h2>
            <p className="text-muted">
              Writing your own release? Our guide covers the structure, proof and compliance rules outlets check before
              they publish.
            </p>
            <p className="mt-auto pt-2">
              <ButtonLink href={GUIDE_PATH} variant="secondary">
                Read the Guide
              </ButtonLink>
            </p>
          </section>
          <section aria-labelledby="stories-heading" className={`${card} flex flex-col gap-3`}>
            <Icon name="trending" className="h-8 w-8 text-brand" />
            <h2 id="stories-heading" className="text-xl font-bold">
              Success Stories
            </h2>
            <p className="text-muted">
              See how Web3, fintech and tech companies turned launches, rounds and even a crisis into coverage that
              moved numbers.
            </p>
            <p className="mt-auto pt-2">
              <ButtonLink href="/case-studies" variant="secondary">
                View Case Studies
              </ButtonLink>
            </p>
          </section>
        </div>
        <div className="mt-12 text-center">
          <p className="text-lg font-semibold">Still have a question?</p>
          <p className="mt-4">
            <ButtonLink href="/contact">Book a Strategy Call</ButtonLink>
          </p>
        </div>
      </PageHeaderSection>
    </>
  );
}
