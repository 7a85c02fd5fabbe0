import { getTranslations } from 'next-intl/server';
import { getStats } from '@/lib/provider/content';
import { contentLang } from './content-lang';
import { digitGroupSeparator } from '@/lib/content/count-up';
import { languageTag } from '@/lib/i18n/locales';
import { currentLocale } from '@/lib/i18n/server';
import { HeadingSection } from '@/components/sections/page-header';
import { StatCountersClient } from './stat-counters-client';

export async function StatsSection() {
  const locale = await currentLocale();
  const [stats, lang, t] = await Promise.all([
    getStats(locale),
    contentLang('stats', locale),
    getTranslations('Sections.stats'),
  ]);
  return (
    <HeadingSection
      id="stats-heading"
      eyebrow={t('eyebrow')}
      title={t('title')}
      intro={t('intro')}
    >
      <div className="mt-10" lang={lang}>
        <StatCountersClient stats={stats} separator={digitGroupSeparator(languageTag[locale])} />
      </div>
    </HeadingSection>
  );
}
