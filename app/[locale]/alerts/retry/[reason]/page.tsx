import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SubscribeForm } from '@/components/newsroom/subscribe-form';
import { PageHeaderSection } from '@/components/sections/page-header';
import { REFUSAL_REASONS, type RefusalReason } from '@/lib/alerts/form';
import { currentLocale } from '@/lib/i18n/server';
import { buildMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ reason: string }> };

export const dynamicParams = false;

export function generateStaticParams(): { reason: RefusalReason }[] {
  return REFUSAL_REASONS.map((reason) => ({ reason }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations('Alerts.page');
  const path = `/alerts/retry/${(await params).reason}`;
  return buildMetadata({ title: t('metaTitle'), description: t('metaDescription'), path, locale: await currentLocale(), noindex: true });
}

/** A refused subscription: the form again, the reason beside the field to correct. Nothing was stored. */
export default async function AlertsRetryPage({ params }: Props) {
  // Only the reasons above are built (dynamicParams is false): any other is Next's 404.
  const reason = (await params).reason as RefusalReason;
  const t = await getTranslations('Alerts.page');
  return (
    <PageHeaderSection id="alerts-retry-heading" title={t('title')}>
      <SubscribeForm refused={reason} />
    </PageHeaderSection>
  );
}
