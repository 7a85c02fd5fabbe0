import { getTranslations } from 'next-intl/server';
import { getPrModes } from '@/lib/provider/content';
import type { PrMode } from '@/lib/content/schemas';
import { Icon, type IconName } from '@/components/ui/icon';
import { HeadingSection } from '@/components/sections/page-header';
import { currentLocale } from '@/lib/i18n/server';
import { contentLang } from './content-lang';
import { card } from './styles';

const modeIcons: Record<PrMode['id'], IconName> = { launch: 'rocket', investor: 'trending', crisis: 'shield' };

export async function PrModesSection() {
  const locale = await currentLocale();
  const [prModes, lang, t] = await Promise.all([
    getPrModes(locale),
    contentLang('pr-modes', locale),
    getTranslations('Sections.prModes'),
  ]);
  return (
    <HeadingSection
      id="modes-heading"
      eyebrow={t('eyebrow')}
      title={t('title')}
      intro={t('intro')}
    >
      <div className="mt-10 grid gap-6 md:grid-cols-3" lang={lang}>
        {prModes.map((mode) => (
          <article key={mode.id} aria-labelledby={`mode-${mode.id}`} className={`${card} flex flex-col gap-4 sm:p-8`}>
            <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand text-brand-foreground">
              <Icon name={modeIcons[mode.id]} />
            </span>
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 id={`mode-${mode.id}`} className="text-2xl font-bold">
                {mode.title}
              </h3>
              <p className="flex items-center gap-1 text-sm font-semibold text-brand">
                <Icon name="clock" className="h-4 w-4" />
                {mode.timeline}
              </p>
            </div>
            <p className="text-muted">{mode.summary}</p>
            <ul className="tick-list space-y-2">
              {mode.bullets.map((bullet) => (
                <li key={bullet}>{bullet}</li>
              ))}
            </ul>
          </article>
        ))}
      </div>
    </HeadingSection>
  );
}
