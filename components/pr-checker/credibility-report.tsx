import { useTranslations } from '#i18n';
import type { RefObject } from 'react';
import { ButtonLink } from '@/components/ui/button-link';
import type { CredibilityReport } from '@/lib/pr-checker/types';
import { OVERALL_MAX } from '@/lib/pr-checker/types';
import { DimensionScore } from './dimension-score';
import { CHECKER_DIMENSIONS } from './dimensions';

/** The full report shown after the lead is submitted (docs/behaviour.md#pr-credibility-checker). */
export function CredibilityReportView({
  report,
  headingRef,
}: {
  report: CredibilityReport;
  headingRef?: RefObject<HTMLHeadingElement | null>;
}) {
  const t = useTranslations('Checker');
  const tools = useTranslations('Tools');
  // The findings arrive written in the page's language (docs/behaviour.md#scoring-by-language).
  return (
    <section aria-labelledby="report-heading" className="rounded-2xl border border-border bg-card p-6 sm:p-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="report-heading" ref={headingRef} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
          {t('report.title')}
        </h2>
        <p aria-label={t('gate.scoreLabel', { score: report.overallScore, max: OVERALL_MAX })}>
          <span className="text-5xl font-extrabold text-brand">{report.overallScore}</span>
          <span className="text-xl text-muted">/{OVERALL_MAX}</span>
        </p>
      </div>

      <h3 className="sr-only">{t('report.byDimension')}</h3>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {CHECKER_DIMENSIONS.map((key) => (
          <DimensionScore
            key={key}
            label={t(`dimensions.${key}.label`)}
            description={t(`dimensions.${key}.description`)}
            score={report[key]}
          />
        ))}
      </ul>

      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <ReportList
          title={t('report.strengths')}
          items={report.strengths}
          mark="✓"
          markClass="text-success"
        />
        <ReportList
          title={t('report.improvements')}
          items={report.improvements}
          mark="→"
          markClass="text-brand"
        />
      </div>

      <div className="mt-8 rounded-xl border border-border bg-background p-5">
        <h3 className="text-lg font-semibold">{t('report.insight')}</h3>
        <p className="mt-2 text-sm">{report.insight}</p>
      </div>

      <div className="mt-8 flex flex-wrap items-center gap-4">
        <ButtonLink href={'/contact'}>{tools('quote')}</ButtonLink>
        <p className="text-sm text-muted">{t('report.quoteNote')}</p>
      </div>
    </section>
  );
}

function ReportList({
  title,
  items,
  mark,
  markClass,
}: {
  title: string;
  items: string[];
  mark: string;
  markClass: string;
}) {
  return (
    <div>
      <h3 className="text-lg font-semibold">{title}</h3>
      <ul className="mt-3 space-y-2">
        {items.map((item, i) => (
          <li key={`${i}-${item}`} className="flex gap-2 text-sm">
            <span aria-hidden="true" className={`font-bold ${markClass}`}>
              {mark}
            </span>
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
