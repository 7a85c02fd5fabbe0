import Link from 'next/link';
import { footerLinks, toolLinks, type NavLink } from '@/lib/config/navigation';
import { site, type Office } from '@/lib/config/site';
import { Logo } from './logo';

const external = [
  { href: site.links.pricingCatalogue, label: 'Pricing' },
  { href: site.links.booking, label: 'Book a Call' },
  { href: site.links.credentials, label: 'Credentials' },
  { href: site.social.facebook, label: 'Facebook' },
  { href: site.social.x, label: 'X' },
  { href: site.social.linkedin, label: 'LinkedIn' },
  { href: site.messaging.url, label: site.messaging.label },
];

const headingClass = 'text-sm font-semibold uppercase tracking-wide text-foreground';
const linkClass = 'text-sm text-muted hover:text-brand focus-visible:outline-2 focus-visible:outline-brand';

function FooterNav({ label, heading, links }: { label: string; heading: string; links: NavLink[] }) {
  return (
    <nav aria-label={label}>
      <h2 className={headingClass}>{heading}</h2>
      <ul className="mt-3 space-y-2">
        {links.map((l) => (
          <li key={l.href}>
            <Link href={l.href} className={linkClass}>
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function OfficeAddress({ office }: { office: Office }) {
  return (
    <address className="not-italic text-sm text-muted">
      <span className="font-semibold text-foreground">{office.label}</span>
      <br />
      {office.streetAddress}, {office.city} {office.postalCode}, {office.country}
    </address>
  );
}

export function SiteFooter() {
  // Computed when the page is rendered; prerendered pages refresh with revalidation.
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 border-t border-border bg-card">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-3">
          <p className="flex items-center gap-2 text-lg font-bold">
            <Logo />
            {site.brand}
          </p>
          <p className="text-sm text-muted">{site.tagline}. Press releases and media strategy for Web3, fintech and tech companies in Asia and beyond.</p>
          <p className="text-sm">
            <a href={`mailto:${site.email}`} className={linkClass}>
              {site.email}
            </a>
          </p>
        </div>
        <FooterNav label="Footer" heading="Company" links={footerLinks} />
        <div className="space-y-8">
          <FooterNav label="Free Tools" heading="Free Tools" links={toolLinks} />
          <nav aria-label="Elsewhere">
            <h2 className={headingClass}>Elsewhere</h2>
            <ul className="mt-3 space-y-2">
              {external.map((l) => (
                <li key={l.href}>
                  <a href={l.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
                    {l.label}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <div className="space-y-4">
          <h2 className={headingClass}>Offices</h2>
          <OfficeAddress office={site.offices.vietnam} />
          <OfficeAddress office={site.offices.international} />
        </div>
      </div>
      <div className="border-t border-border">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-muted sm:px-6">
          © {year} {site.brand}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
