import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SubscribeForm } from '@/components/newsroom/subscribe-form';
import { PageHeaderSection } from '@/components/sections/page-header';
import { currentLocale } from '@/lib/i18n/server';
import { buildMetadata } from '@/lib/seo/metadata';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Alerts.page');
  return buildMetadata({ title: t('metaTitle'), description: t('metaDescription'), path: '/alerts', locale: await currentLocale() });
}

/** Release alerts: what they are and the subscribe form (docs/behaviour.md#release-alerts). */
export default async function AlertsPage() {
  const t = await getTranslations('Alerts.page');
  return (
    <PageHeaderSection id="alerts-heading" title={t('title')} intro={t('intro')}>
      <SubscribeForm />
    </PageHeaderSection>
  );
}
