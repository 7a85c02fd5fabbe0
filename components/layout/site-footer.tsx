import { Link } from '#i18n';
import { getTranslations } from 'next-intl/server';
import { footerLinks, toolLinks, type NavLink } from '@/lib/config/navigation';
import { site, type Office } from '@/lib/config/site';
import { LanguageList } from './language-switcher';
import { Logo } from './logo';

const headingClass = 'text-sm font-semibold uppercase tracking-wide text-foreground';
const linkClass = 'text-sm text-muted hover:text-brand focus-visible:outline-2 focus-visible:outline-brand';

type Translate = Awaited<ReturnType<typeof getTranslations<'Nav'>>>;

function FooterNav({
  label,
  heading,
  links,
  t,
}: {
  label: string;
  heading: string;
  links: NavLink[];
  t: Translate;
}) {
  return (
    <nav aria-label={label}>
      <h2 className={headingClass}>{heading}</h2>
      <ul className="mt-3 space-y-2">
        {links.map((l) => (
          <li key={l.href}>
            <Link href={l.href} className={linkClass}>
              {t(l.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The office's name, city and country in the page's language; the street stays as the post writes it. */
async function OfficeAddress({ office, name }: { office: Office; name: 'vietnam' | 'international' }) {
  const t = await getTranslations(`Footer.${name}`);
  const footer = await getTranslations('Footer');
  return (
    <address className="not-italic text-sm text-muted">
      <span className="font-semibold text-foreground">{t('label')}</span>
      <br />
      {footer('address', {
        street: office.streetAddress,
        city: t('city'),
        postalCode: office.postalCode,
        country: t('country'),
      })}
    </address>
  );
}

export async function SiteFooter() {
  const [t, nav, common] = await Promise.all([getTranslations('Footer'), getTranslations('Nav'), getTranslations('Common')]);
  const external = [
    { href: site.links.pricingCatalogue, label: t('pricingCatalogue') },
    { href: site.links.booking, label: common('bookCall') },
    { href: site.links.credentials, label: t('credentials') },
    { href: site.social.facebook, label: 'Facebook' },
    { href: site.social.x, label: 'X' },
    { href: site.social.linkedin, label: 'LinkedIn' },
    { href: site.messaging.url, label: site.messaging.label },
  ];
  // Computed when the page is rendered; prerendered pages refresh with revalidation. A string, so
  // the message does not format it as a number (2,026).
  const year = String(new Date().getFullYear());
  return (
    <footer className="mt-16 border-t border-border bg-card">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-3">
          <p className="flex items-center gap-2 text-lg font-bold">
            <Logo />
            {site.brand}
          </p>
          <p className="text-sm text-muted">{t('blurb', { tagline: common('tagline') })}</p>
          <p className="text-sm">
            <a href={`mailto:${site.email}`} className={linkClass}>
              {site.email}
            </a>
          </p>
        </div>
        <FooterNav label={t('footerNav')} heading={t('company')} links={footerLinks} t={nav} />
        <div className="space-y-8">
          <FooterNav label={t('freeTools')} heading={t('freeTools')} links={toolLinks} t={nav} />
          <nav aria-label={t('elsewhere')}>
            <h2 className={headingClass}>{t('elsewhere')}</h2>
            <ul className="mt-3 space-y-2">
              {external.map((l) => (
                <li key={l.href}>
                  <a href={l.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
                    {l.label}
                    <span className="sr-only"> {common('opensInNewTab')}</span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <div className="space-y-4">
          <h2 className={headingClass}>{t('offices')}</h2>
          <OfficeAddress office={site.offices.vietnam} name="vietnam" />
          <OfficeAddress office={site.offices.international} name="international" />
        </div>
      </div>
      <div className="border-t border-border">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-6 sm:px-6">
          <p className="text-sm text-muted">{t('rights', { year, brand: site.brand })}</p>
          <LanguageList inline />
        </div>
      </div>
    </footer>
  );
}
