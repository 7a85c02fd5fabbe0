import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Icon, type IconName } from '@/components/ui/icon';
import { contentLang } from '@/components/sections/content-lang';
import { PackageCard } from '@/components/sections/package-card';
import { PageHeaderSection, HeadingSection } from '@/components/sections/page-header';
import { card, container } from '@/components/sections/styles';
import { ActionButton } from '@/components/ui/button-link';
import { JsonLd } from '@/components/seo/json-ld';
import { site } from '@/lib/config/site';
import { getPackages } from '@/lib/provider/content';
import { startingPrice } from '@/lib/content/price';
import { messageList } from '@/lib/i18n/messages';
import { currentLocale } from '@/lib/i18n/server';
import { buildMetadata } from '@/lib/seo/metadata';
import { packagesJsonLd } from '@/lib/seo/page-json-ld';

export async function generateMetadata(): Promise<Metadata> {
  const locale = await currentLocale();
  const [t, packages] = await Promise.all([getTranslations('Pricing.meta'), getPackages(locale)]);
  return buildMetadata({
    title: t('title'),
    description: t('description', { price: startingPrice(packages, locale) }),
    path: '/pricing',
    locale,
    keywords: messageList(locale, 'Pricing.meta.keywords'),
  });
}

const benefits: { key: 'fast' | 'guaranteed' | 'expert'; icon: IconName }[] = [
  { key: 'fast', icon: 'clock' },
  { key: 'guaranteed', icon: 'shield' },
  { key: 'expert', icon: 'users' },
];

export default async function PricingPage() {
  const locale = await currentLocale();
  const [t, packages, lang] = await Promise.all([
    getTranslations('Pricing'),
    getPackages(locale),
    contentLang('packages', locale),
  ]);
  const popular = packages.filter((pkg) => pkg.popular);
  const others = packages.filter((pkg) => !pkg.popular);
  return (
    <>
      <JsonLd data={packagesJsonLd(packages, locale)} />
      <PageHeaderSection id="pricing-heading" eyebrow={t('eyebrow')} title={t('title')} intro={t('intro')}>
        <div className="mt-12 space-y-8">
          {popular.map((pkg) => (
            <PackageCard key={pkg.id} pkg={pkg} locale={locale} lang={lang} />
          ))}
          <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
            {others.map((pkg) => (
              <PackageCard key={pkg.id} pkg={pkg} locale={locale} lang={lang} />
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
                {t('moreOptions.title')}
              </h2>
              <p className="mt-2 text-muted">{t('moreOptions.text')}</p>
            </div>
            <ActionButton
              action={{ href: site.links.pricingCatalogue, label: t('moreOptions.button'), external: true }}
              variant="secondary"
            />
          </div>
        </div>
      </section>

      <HeadingSection className="py-16" id="why-heading" title={t('why.title', { brand: site.brand })}>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {benefits.map((benefit) => (
            <li key={benefit.key} className={`${card} flex flex-col gap-3`}>
              <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand text-brand-foreground">
                <Icon name={benefit.icon} />
              </span>
              <h3 className="text-lg font-bold">{t(`why.${benefit.key}.title`)}</h3>
              <p className="text-muted">{t(`why.${benefit.key}.text`, { days: site.publicationDays })}</p>
            </li>
          ))}
        </ul>
      </HeadingSection>

      <section aria-labelledby="ready-heading" className="py-16">
        <div className={container}>
          <div className="rounded-3xl border border-border bg-card px-6 py-12 text-center sm:px-12">
            <h2 id="ready-heading" className="text-3xl font-bold sm:text-4xl">
              {t('ready.title')}
            </h2>
            <p className="mx-auto mt-4 max-w-2xl text-lg text-muted">
              {t('ready.text', { minutes: site.discoveryCallMinutes })}
            </p>
            <p className="mt-8">
              <ActionButton action={{ href: site.links.booking, label: t('ready.button'), external: true }} />
            </p>
          </div>
        </div>
      </section>
    </>
  );
}
