import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CallToAction } from '@/components/sections/call-to-action';
import { Icon, type IconName } from '@/components/ui/icon';
import { PageHeaderSection } from '@/components/sections/page-header';
import { card, container } from '@/components/sections/styles';
import { ActionButton } from '@/components/ui/button-link';
import { JsonLd } from '@/components/seo/json-ld';
import { site } from '@/lib/config/site';
import { getPackages } from '@/lib/provider/content';
import { startingPrice } from '@/lib/content/price';
import { messageList } from '@/lib/i18n/messages';
import { currentLocale } from '@/lib/i18n/server';
import { GUIDE_PATH } from '@/lib/newsroom/guide';
import { buildMetadata } from '@/lib/seo/metadata';
import { webPageJsonLd } from '@/lib/seo/page-json-ld';

export async function generateMetadata(): Promise<Metadata> {
  const locale = await currentLocale();
  const t = await getTranslations('Resources.meta');
  return buildMetadata({
    title: t('title'),
    description: t('description'),
    path: '/resources',
    locale,
    keywords: messageList(locale, 'Resources.meta.keywords'),
  });
}

/** A resource: its texts are Resources.groups.<group>.<key>.{title,text,button}. */
type Resource = { key: string; icon: IconName; href: string; external?: boolean };
type ResourceGroup = { id: 'plan' | 'write' | 'read'; items: Resource[] };

const groups: ResourceGroup[] = [
  {
    id: 'plan',
    items: [
      { key: 'pricing', icon: 'chart', href: '/pricing' },
      { key: 'catalogue', icon: 'external', href: site.links.pricingCatalogue, external: true },
      { key: 'credentials', icon: 'star', href: site.links.credentials, external: true },
    ],
  },
  {
    id: 'write',
    items: [
      { key: 'guide', icon: 'book', href: GUIDE_PATH },
      { key: 'checker', icon: 'search', href: '/pr-checker' },
      { key: 'angles', icon: 'megaphone', href: '/angle-finder' },
    ],
  },
  {
    id: 'read',
    items: [
      { key: 'studio', icon: 'newspaper', href: '/pr-studio' },
      { key: 'blog', icon: 'book', href: '/blog' },
      { key: 'cases', icon: 'trending', href: '/case-studies' },
    ],
  },
];

export default async function ResourcesPage() {
  const locale = await currentLocale();
  const [t, packages] = await Promise.all([getTranslations('Resources'), getPackages(locale)]);
  // Prices are formatted for the locale, never written into a message (docs/i18n.md).
  const price = startingPrice(packages, locale);
  return (
    <>
      <JsonLd
        data={webPageJsonLd({ type: 'CollectionPage', name: t('name'), path: '/resources', description: t('summary'), locale })}
      />
      <PageHeaderSection id="resources-page-heading" eyebrow={t('eyebrow')} title={t('title')} intro={t('intro')} />
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`resources-${group.id}`} className="pb-16">
          <div className={container}>
            <h2 id={`resources-${group.id}`} className="text-2xl font-bold">
              {t(`groups.${group.id}.title`)}
            </h2>
            <p className="mt-2 text-muted">{t(`groups.${group.id}.intro`)}</p>
            <ul className="mt-6 grid gap-6 md:grid-cols-3">
              {group.items.map((item) => {
                const text = (field: 'title' | 'text' | 'button') =>
                  t(`groups.${group.id}.${item.key}.${field}`, { price });
                const href = item.href;
                return (
                  <li key={item.key} className={`${card} flex flex-col gap-3`}>
                    <Icon name={item.icon} className="h-8 w-8 text-brand" />
                    <h3 className="text-lg font-bold">{text('title')}</h3>
                    <p className="text-muted">{text('text')}</p>
                    <p className="mt-auto pt-2">
                      <ActionButton
                        action={{ href, label: text('button'), external: item.external }}
                        variant="secondary"
                      />
                    </p>
                  </li>
                );
              })}
            </ul>
          </div>
        </section>
      ))}
      <CallToAction
        title={t('cta.title')}
        text={t('cta.text', { minutes: site.discoveryCallMinutes })}
        primary={{ href: '/contact', label: t('cta.button') }}
      />
    </>
  );
}
