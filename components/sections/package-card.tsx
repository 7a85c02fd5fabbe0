import { getTranslations } from 'next-intl/server';
import { site } from '@/lib/config/site';
import type { PricingPackage } from '@/lib/content/schemas';
import { formatUsd } from '@/lib/content/price';
import type { Locale } from '@/lib/i18n/locales';
import { ActionButton } from '@/components/ui/button-link';

type PackageCardProps = {
  pkg: PricingPackage;
  locale: Locale;
  /** Set when the packages file is served in another language than the page's. */
  lang?: string;
};

/**
 * One pricing package (docs/behaviour.md#packages). The popular package is the large highlighted card
 * with "Most Popular Choice" and "Book Discovery Call"; the others say "Book a Call", and the premium
 * one carries "Premium Tier". Every button opens the external booking page in a new tab. The price is
 * in US dollars in every language, written the locale's way (docs/i18n.md).
 */
export async function PackageCard({ pkg, locale, lang }: PackageCardProps) {
  const t = await getTranslations('Pricing.card');
  const headingId = `package-${pkg.id}`;
  const popular = Boolean(pkg.popular);
  const badge = popular ? t('popular') : pkg.premium ? t('premium') : null;
  return (
    <article
      aria-labelledby={headingId}
      data-package={pkg.id}
      className={
        popular
          ? 'relative grid gap-8 rounded-3xl border-2 border-brand bg-card p-8 shadow-lg sm:p-10 lg:grid-cols-2'
          : `relative flex h-full flex-col rounded-2xl border bg-card p-6 ${pkg.premium ? 'border-brand' : 'border-border'}`
      }
    >
      <div className="flex flex-col gap-3">
        {badge && (
          <p>
            <span className="inline-flex rounded-full bg-brand px-3 py-1 text-xs font-bold uppercase tracking-wide text-brand-foreground">
              {badge}
            </span>
          </p>
        )}
        <h2 id={headingId} lang={lang} className={popular ? 'text-3xl font-bold' : 'text-xl font-bold'}>
          {pkg.name}
        </h2>
        <p className="flex items-baseline gap-2">
          <span className={popular ? 'text-5xl font-extrabold' : 'text-4xl font-extrabold'}>
            {formatUsd(pkg.price, locale)}
          </span>
          <span className="text-sm text-muted">{t('priceNote')}</span>
        </p>
        <p lang={lang} className="text-muted">
          {pkg.description}
        </p>
        {popular && (
          <p className="mt-2">
            <ActionButton action={{ href: site.links.booking, label: t('bookPopular'), external: true }} />
          </p>
        )}
      </div>
      <div className={popular ? '' : 'mt-6 flex flex-1 flex-col'}>
        <h3 className="sr-only">{t('included', { name: pkg.name })}</h3>
        <ul lang={lang} className="tick-list space-y-3">
          {pkg.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        {!popular && (
          <p className="mt-auto pt-6">
            <ActionButton
              action={{ href: site.links.booking, label: t('book'), external: true }}
              variant={pkg.premium ? 'primary' : 'secondary'}
              className="w-full"
            />
          </p>
        )}
      </div>
    </article>
  );
}
