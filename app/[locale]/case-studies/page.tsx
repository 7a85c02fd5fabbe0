import { CallToAction } from '@/components/sections/call-to-action';
import { CaseStudyCard } from '@/components/sections/case-study-card';
import { EmptyState } from '@/components/sections/empty-state';
import { PageHeaderSection } from '@/components/ui/page-header';
import { container } from '@/components/sections/styles';
import { JsonLd } from '@/components/seo/json-ld';
import { getCaseStudies } from '@/lib/content';
import { buildMetadata } from '@/lib/seo/metadata';
import { caseStudiesJsonLd } from '@/lib/seo/page-json-ld';

export const metadata = buildMetadata({
  title: 'Case Studies',
  description:
    'How Web3, fintech and tech companies won coverage, investors and users with Kairo PR: the challenge, the strategy, the placements and the measured impact.',
  path: '/case-studies',
  keywords: ['PR case studies', 'Web3 PR results', 'fintech PR results', 'crisis PR example'],
});

// Prerendered; case studies come from the provider and refresh every 5 minutes.
export const revalidate = 300;

export default async function CaseStudiesPage() {
  const caseStudies = await getCaseStudies();
  return (
    <>
      <JsonLd data={caseStudiesJsonLd(caseStudies)} />
      <PageHeaderSection
        id="case-studies-heading"
        eyebrow="Case studies"
        title="Results You Can Put in a Pitch Deck"
        intro="Each campaign started with a real problem: a crowded launch window, a quiet funding market, an exploit at 2 a.m. Here is what we did and what it changed."
      />
      <section aria-label="All case studies" className="pb-16">
        <div className={container}>
          {caseStudies.length > 0 ? (
            <div className="grid gap-8 lg:grid-cols-2">
              {caseStudies.map((caseStudy) => (
                <CaseStudyCard key={caseStudy.id} caseStudy={caseStudy} />
              ))}
            </div>
          ) : (
            <EmptyState
              title="Our case studies are being updated."
              text="Ask us for results from your sector on a discovery call."
            />
          )}
        </div>
      </section>
      <CallToAction
        title="Want Results Like These?"
        text="Tell us about your launch, round or challenge, and we will show you the campaigns closest to yours."
        primary={{ href: '/contact', label: 'Book a Discovery Call' }}
        secondary={{ href: '/services', label: 'Explore Services' }}
      />
    </>
  );
}
