import Link from 'next/link';
import { site } from '@/lib/config/site';
import { Icon } from '@/components/ui/icon';
import { ButtonLink } from '@/components/ui/button-link';
import { container, textLink } from './styles';

export function HeroSection() {
  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden py-20 sm:py-28">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 -top-40 -z-10 mx-auto h-96 max-w-4xl rounded-full bg-brand/5 blur-3xl dark:bg-brand/15"
      />
      <div className={`${container} text-center`}>
        <p className="text-sm font-semibold uppercase tracking-wider text-brand">
          PR for Web3, fintech and tech companies in Asia and beyond
        </p>
        <h1 id="hero-heading" className="mx-auto mt-4 max-w-4xl text-4xl font-extrabold tracking-tight sm:text-6xl">
          {site.tagline}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-muted sm:text-xl">
          We write press releases that lead with proof and place them on the outlets investors, partners and users already
          trust: tier-1 coverage, 450,000+ journalists and publishers, publication within {site.publicationDays} days.
        </p>
        <p className="mt-4">
          <Link href="/services" className={textLink}>
            Explore our services
          </Link>
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <ButtonLink href="/contact">
            Book a Discovery Call
            <Icon name="arrow-right" className="h-4 w-4" />
          </ButtonLink>
          <ButtonLink href="/case-studies" variant="secondary">
            View Case Studies
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
