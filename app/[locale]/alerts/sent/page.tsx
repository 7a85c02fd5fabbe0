import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeaderSection } from '@/components/sections/page-header';
import { currentLocale } from '@/lib/i18n/server';
import { buildMetadata } from '@/lib/seo/metadata';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Alerts.page');
  return buildMetadata({ title: t('metaTitle'), description: t('metaDescription'), path: '/alerts/sent', locale: await currentLocale(), noindex: true });
}

/** The subscribe form's answer: the same for a new, a pending and a confirmed address (docs/behaviour.md#release-alerts). */
export default async function AlertsSentPage() {
  const t = await getTranslations('Alerts');
  return (
    <PageHeaderSection id="alerts-sent-heading" title={t('page.title')}>
      <p role="status" className="mx-auto mt-8 max-w-2xl rounded-xl border border-border p-4">
        {t('form.sent')}
      </p>
    </PageHeaderSection>
  );
}
