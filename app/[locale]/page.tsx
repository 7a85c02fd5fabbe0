import Link from 'next/link';
import { CallToAction } from '@/components/sections/call-to-action';
import { CaseStudySummaryCard } from '@/components/sections/case-study-summary-card';
import { EmptyState } from '@/components/sections/empty-state';
import { HeroSection } from '@/components/sections/hero-section';
import { PrModesSection } from '@/components/sections/pr-modes-section';
import { HeadingSection } from '@/components/ui/page-header';
import { StatsSection } from '@/components/sections/stats-section';
import { container, textLink } from '@/components/sections/styles';
import { TestimonialsSection } from '@/components/sections/testimonials-section';
import { TrustedBySection } from '@/components/sections/trusted-by-section';
import { JsonLd } from '@/components/seo/json-ld';
import { site } from '@/lib/config/site';
import { getCaseStudies, getPackages } from '@/lib/content';
import { buildMetadata } from '@/lib/seo/metadata';
import { professionalServiceJsonLd } from '@/lib/seo/page-json-ld';

export const metadata = buildMetadata({
  title: site.tagline,
  description: site.description,
  path: '/',
  keywords: ['Web3 PR', 'crypto PR agency Singapore', 'fintech press release Vietnam'],
});

// Prerendered and refreshed with the provider content (case studies) every 5 minutes.
export const revalidate = 300;

/** Home shows the first 2 case studies (docs/behaviour.md#pages). */
const HOME_CASE_STUDIES = 2;

export default async function HomePage() {
  const caseStudies = (await getCaseStudies()).slice(0, HOME_CASE_STUDIES);
  const packages = await getPackages();
  return (
    <>
      <JsonLd data={professionalServiceJsonLd(packages)} />
      <HeroSection />
      <TrustedBySection />
      <StatsSection />
      <PrModesSection />
      <HeadingSection
        id="home-case-studies-heading"
        eyebrow="Case studies"
        title="Results Our Clients Can Show Investors"
        intro="Real challenges, the strategy we used and the numbers that followed."
      >
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          {caseStudies.map((caseStudy) => (
            <CaseStudySummaryCard key={caseStudy.id} caseStudy={caseStudy} />
          ))}
        </div>
        {caseStudies.length === 0 && (
          <EmptyState
            title="Case studies are being updated."
            text="Ask us for examples from your sector on a discovery call."
          />
        )}
        <p className="mt-8 text-center">
          <Link href="/case-studies" className={textLink}>
            View all case studies
          </Link>
        </p>
      </HeadingSection>
      <TestimonialsSection />
      <section aria-labelledby="home-faq-heading" className="py-12">
        <div className={`${container} text-center`}>
          <h2 id="home-faq-heading" className="text-2xl font-bold">
            Have questions about timelines, SEO or refunds?
          </h2>
          <p className="mt-3 text-muted">
            Our FAQ answers the eight questions founders ask us most.{' '}
            <Link href="/faq" className={textLink}>
              Read the FAQ
            </Link>
          </p>
        </div>
      </section>
      <CallToAction
        title="Ready to Be Noticed by Investors?"
        text={`Tell us what you are announcing. We reply within ${site.inquiryReplyHours} hours and can have you published within ${site.publicationDays} days.`}
        primary={{ href: '/contact', label: 'Book a Discovery Call' }}
        secondary={{ href: '/pricing', label: 'See Pricing' }}
      />
    </>
  );
}
