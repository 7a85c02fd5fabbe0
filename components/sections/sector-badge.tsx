import { getTranslations } from 'next-intl/server';
import type { BadgeTone, SectorBadge as SectorBadgeData } from '@/lib/content/sector';

/** Spec colours: web3 green, fintech gold, tech orange. Each pair passes WCAG AA in both themes. */
const toneClasses: Record<BadgeTone, string> = {
  green: 'bg-emerald-100 text-emerald-900 ring-emerald-700/30 dark:bg-emerald-400/15 dark:text-emerald-300 dark:ring-emerald-400/30',
  gold: 'bg-yellow-100 text-yellow-900 ring-yellow-700/30 dark:bg-yellow-400/15 dark:text-yellow-300 dark:ring-yellow-400/30',
  orange: 'bg-orange-100 text-orange-900 ring-orange-700/30 dark:bg-orange-400/15 dark:text-orange-300 dark:ring-orange-400/30',
};

/** The three sectors the site names; any other value an editor typed is shown as written. */
const knownSectors: Partial<Record<string, 'web3' | 'fintech' | 'tech'>> = { Web3: 'web3', Fintech: 'fintech', Tech: 'tech' };

export async function SectorBadge({ badge }: { badge: SectorBadgeData }) {
  const t = await getTranslations('Sections.sectors');
  const known = knownSectors[badge.label];
  return (
    <span
      data-tone={badge.tone}
      className={`inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold uppercase tracking-wide ring-1 ring-inset ${toneClasses[badge.tone]}`}
    >
      {known ? t(known) : badge.label}
    </span>
  );
}
