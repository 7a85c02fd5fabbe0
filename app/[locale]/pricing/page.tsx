import { Icon, type IconName } from '@/components/ui/icon';
import { PackageCard } from '@/components/sections/package-card';
import { PageHeaderSection, HeadingSection } from '@/components/ui/page-header';
import { card, container } from '@/components/sections/styles';
import { ActionButton } from '@/components/ui/button-link';
import { JsonLd } from '@/components/seo/json-ld';
import { site } from '@/lib/config/site';
import { getPackages } from '@/lib/content';
import { buildMetadata } from '@/lib/seo/metadata';
import { packagesJsonLd } from '@/lib/seo/page-json-ld';

export const metadata = buildMetadata({
  title: 'Pricing',
  description:
    'Fixed-price PR packages from $179: press release distribution on digital, finance, business and crypto outlets with confirmed tier-1 placements and publication within 7-10 days.',
  path: '/pricing',
  keywords: ['press release pricing', 'PR packages', 'crypto press release cost', 'fintech PR pricing'],
});

const benefits: { title: string; text: string; icon: IconName }[] = [
  {
    title: 'Fast Turnaround',
    text: `Your release is published within ${site.publicationDays} days of approval, and most syndicated sites go live within 3-5 business days.`,
    icon: 'clock',
  },
  {
    title: 'Guaranteed Placements',
    text: 'Every package includes confirmed tier-1 placements. If a guaranteed outlet does not publish, you get a full refund for it.',
    icon: 'shield',
  },
  {
    title: 'Expert Guidance',
    text: 'PR veterans and former financial journalists edit your release and advise on angle, timing and outlet choice.',
    icon: 'users',
  },
];

export default async function PricingPage() {
  const packages = await getPackages();
  const popular = packages.filter((pkg) => pkg.popular);
  const others = packages.filter((pkg) => !pkg.popular);
  return (
    <>
      <JsonLd data={packagesJsonLd(packages)} />
      <PageHeaderSection
        id="pricing-heading"
        eyebrow="Pricing"
        title="Popular PR Packages"
        intro="One-time prices in USD. No retainers, no hidden fees: any third-party charge is disclosed before you pay."
      >
        <div className="mt-12 space-y-8">
          {popular.map((pkg) => (
            <PackageCard key={pkg.id} pkg={pkg} />
          ))}
          <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
            {others.map((pkg) => (
              <PackageCard key={pkg.id} pkg={pkg} />
            ))}
          </div>
        </div>
      </PageHeaderSection>

      <section aria-labelledby="more-options-heading" className="pb-16">
        <div className={container}>
          <div
            className={`${card} flex flex-col items-start justify-between gap-6 sm:flex-row sm:items-center sm:p-10`}
          >
            <div>
              <h2 id="more-options-heading" className="text-2xl font-bold">
                Need More Options?
              </h2>
              <p className="mt-2 text-muted">
                Our full catalogue lists every outlet, language edition and add-on, from single placements to
                region-wide campaigns.
              </p>
            </div>
            <ActionButton
              action={{ href: site.links.pricingCatalogue, label: 'View Full Pricing', external: true }}
              variant="secondary"
            />
          </div>
        </div>
      </section>

      <HeadingSection className="py-16" id="why-heading" title={`Why Choose ${site.brand}?`}>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {benefits.map((benefit) => (
            <li key={benefit.title} className={`${card} flex flex-col gap-3`}>
              <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand text-brand-foreground">
                <Icon name={benefit.icon} />
              </span>
              <h3 className="text-lg font-bold">{benefit.title}</h3>
              <p className="text-muted">{benefit.text}</p>
            </li>
          ))}
        </ul>
      </HeadingSection>

      <section aria-labelledby="ready-heading" className="py-16">
        <div className={container}>
          <div className="rounded-3xl border border-border bg-card px-6 py-12 text-center sm:px-12">
            <h2 id="ready-heading" className="text-3xl font-bold sm:text-4xl">
              Ready to Get Started?
            </h2>
            <p className="mx-auto mt-4 max-w-2xl text-lg text-muted">
              Book a free {site.discoveryCallMinutes}-minute call. We will match your announcement to the right package
              and confirm your publication date.
            </p>
            <p className="mt-8">
              <ActionButton action={{ href: site.links.booking, label: 'Book Your Call Now', external: true }} />
            </p>
          </div>
        </div>
      </section>
    </>
  );
}
