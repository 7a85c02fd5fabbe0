import { useTranslations } from '#i18n';
import { scoreBand, type ScoreBand } from '@/lib/pr-checker/bands';
import { DIMENSION_MAX } from '@/lib/pr-checker/types';

const BAND_STYLE = {
  green: { bar: 'bg-success', text: 'text-success' },
  amber: { bar: 'bg-brand', text: 'text-brand' },
  neutral: { bar: 'bg-muted', text: 'text-foreground' },
  red: { bar: 'bg-danger', text: 'text-danger' },
} as const;

const BAND_KEY: Record<ScoreBand['label'], 'excellent' | 'good' | 'fair' | 'needsWork'> = {
  Excellent: 'excellent',
  Good: 'good',
  Fair: 'fair',
  'Needs Work': 'needsWork',
};

/** One dimension: its score out of 25, a bar and the band label (docs/behaviour.md#pr-credibility-checker). */
export function DimensionScore({ label, description, score }: { label: string; description: string; score: number }) {
  const t = useTranslations('Checker');
  const band = scoreBand(score);
  const bandLabel = t(`bands.${BAND_KEY[band.label]}`);
  const style = BAND_STYLE[band.tone];
  return (
    <li className="rounded-xl border border-border bg-background p-4">
      <div className="flex items-baseline justify-between gap-3">
        <h4 className="font-semibold">{label}</h4>
        <p className="text-sm">
          <span className="text-lg font-bold">{score}</span>
          <span className="text-muted">/{DIMENSION_MAX}</span>
          <span className={`ml-2 font-semibold ${style.text}`}>{bandLabel}</span>
        </p>
      </div>
      <div
        role="meter"
        aria-label={t('report.meter', { label })}
        aria-valuemin={0}
        aria-valuemax={DIMENSION_MAX}
        aria-valuenow={score}
        aria-valuetext={t('report.meterValue', { score, max: DIMENSION_MAX, band: bandLabel })}
        className="mt-3 h-2 overflow-hidden rounded-full bg-border"
      >
        <div className={`h-full rounded-full ${style.bar}`} style={{ width: `${(score / DIMENSION_MAX) * 100}%` }} />
      </div>
      <p className="mt-2 text-sm text-muted">{description}</p>
    </li>
  );
}
