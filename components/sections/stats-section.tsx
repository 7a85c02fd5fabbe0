import { getTranslations } from 'next-intl/server';
import { getStats } from '@/lib/content';
import { languageTag } from '@/lib/i18n/locales';
import { currentLocale } from '@/lib/i18n/server';
import { HeadingSection } from '@/components/ui/page-header';
import { StatCountersClient } from './stat-counters-client';

export async function StatsSection() {
  const stats = await getStats();
  const t = await getTranslations('Sections.stats');
  const locale = await currentLocale();
  return (
    <HeadingSection
      id="stats-heading"
      eyebrow={t('eyebrow')}
      title={t('title')}
      intro={t('intro')}
    >
      <div className="mt-10">
        <StatCountersClient stats={stats} numberLocale={languageTag[locale]} />
      </div>
    </HeadingSection>
  );
}
