import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ErrorScreen } from '@/components/layout/error-screen';
import { pageTitle } from '@/lib/seo/metadata';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('ErrorScreen');
  return {
    title: { absolute: pageTitle(t('notFound')) },
    description: t('notFoundDescription'),
    robots: { index: false, follow: true },
  };
}

export default async function NotFound() {
  const t = await getTranslations('ErrorScreen');
  return <ErrorScreen detail={t('notFound')} />;
}
