import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { PageHeaderSection } from '@/components/sections/page-header';
import { currentLocale } from '@/lib/i18n/server';
import { buildMetadata } from '@/lib/seo/metadata';

/** The link pages are one person's and never indexed. */
export async function linkPageMetadata(path: string, titleKey: 'confirmTitle' | 'manageTitle' | 'unsubscribeTitle'): Promise<Metadata> {
  const t = await getTranslations('Alerts.page');
  return buildMetadata({ title: t(titleKey), description: t('metaDescription'), path, locale: await currentLocale(), noindex: true });
}

/** The token from the link's query: one string or nothing. */
export async function tokenOf(searchParams: Promise<Record<string, string | string[] | undefined>>): Promise<string> {
  const token = (await searchParams).token;
  return typeof token === 'string' ? token.slice(0, 600) : '';
}

export function LinkPage({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <PageHeaderSection id="alerts-link-heading" title={title} intro={intro}>
      <div className="mx-auto mt-8 max-w-2xl">{children}</div>
    </PageHeaderSection>
  );
}
