import { useTranslations } from '#i18n';
import { SvgIcon } from '@/components/ui/icon';
import { CATEGORY_KEYS } from '@/lib/angle-finder/message-keys';
import type { AngleResult } from '@/lib/angle-finder/options';
import { angleGlyphs } from './angle-glyphs';

export function AngleCard({ angle }: { angle: AngleResult }) {
  const t = useTranslations('AngleFinder.categories');
  return (
    <li className="flex flex-col rounded-2xl border border-border bg-card p-6">
      <div className="flex items-center gap-3">
        <span className="flex h-10 w-10 items-center justify-center rounded-full bg-brand/15 text-brand">
          <SvgIcon glyph={angleGlyphs[angle.icon]} />
        </span>
        <p className="text-sm font-semibold uppercase tracking-wide text-brand">{t(`${CATEGORY_KEYS[angle.category]}.name`)}</p>
      </div>
      <h3 className="mt-4 text-lg font-bold leading-snug">{angle.headline}</h3>
      <p className="mt-3 text-sm text-muted">{angle.explanation}</p>
    </li>
  );
}
