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
  return (
    <section aria-labelledby="report-heading" className="rounded-2xl border border-border bg-card p-6 sm:p-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="report-heading" ref={headingRef} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
          Your PR Credibility Report
        </h2>
        <p aria-label={`Overall score ${report.overallScore} out of ${OVERALL_MAX}`}>
          <span className="text-5xl font-extrabold text-brand">{report.overallScore}</span>
          <span className="text-xl text-muted">/{OVERALL_MAX}</span>
        </p>
      </div>

      <h3 className="sr-only">Scores by dimension</h3>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {CHECKER_DIMENSIONS.map((d) => (
          <DimensionScore key={d.key} label={d.label} description={d.description} score={report[d.key]} />
        ))}
      </ul>

      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <ReportList title="Key Strengths" items={report.strengths} mark="✓" markClass="text-success" />
        <ReportList title="Improvement Opportunities" items={report.improvements} mark="→" markClass="text-brand" />
      </div>

      <div className="mt-8 rounded-xl border border-border bg-background p-5">
        <h3 className="text-lg font-semibold">Why This Matters</h3>
        <p className="mt-2 text-sm">{report.insight}</p>
      </div>

      <div className="mt-8 flex flex-wrap items-center gap-4">
        <ButtonLink href="/contact">Get Distribution Quote</ButtonLink>
        <p className="text-sm text-muted">Our editors can turn these findings into a release tier-1 outlets publish.</p>
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
