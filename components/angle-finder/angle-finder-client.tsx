'use client';

import { useTranslations } from '#i18n';
import { useId, useState, type FormEvent } from 'react';
import { useAdmitAnalysis, useRemainingAnalyses } from '@/components/tools/rate-limit-store';
import { ToolAlert } from '@/components/tools/tool-alert';
import { useDwell } from '@/components/tools/use-dwell';
import { useHydrated } from '@/components/tools/use-hydrated';
import { DecoyField } from '@/components/ui/decoy-field';
import { AUDIENCES, isStoryGoal } from '@/lib/angle-finder/options';
import { checkAngleSubmit } from '@/lib/angle-finder/submit-checks';
import { AnalyzeButton, AngleDetailsFields, AudiencePicker } from './angle-finder-fields';
import { useAngleAnalysis } from './use-angle-analysis';
import { useAngleForm } from './use-angle-form';

/**
 * The Angle Finder island: form, simulated analysis and angle cards, all in the browser (no API call).
 * The generator and the cards load when the visitor submits, while the simulated analysis runs.
 */
export function AngleFinderClient() {
  const t = useTranslations('AngleFinder');
  const id = useId();
  const form = useAngleForm();
  const [error, setError] = useState<string | null>(null);
  const remaining = useRemainingAnalyses('angle_finder');
  const admitAnalysis = useAdmitAnalysis('angle_finder', setError);
  const dwellElapsed = useDwell();
  const hydrated = useHydrated();
  const { analyzing, result, analyze, tryAnother, resultsHeading, firstField } = useAngleAnalysis(() =>
    setError(t('errors.failed')),
  );
  const { companyName, productDescription, storyGoal, audience, canSubmit } = form;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (analyzing || !canSubmit || !isStoryGoal(storyGoal)) return;
    const check = checkAngleSubmit(
      { companyName, productDescription, decoy: form.decoy, dwellElapsed: dwellElapsed() },
      { tooFast: t('errors.tooFast'), suspicious: t('errors.suspicious') },
    );
    if (!admitAnalysis(check)) return;
    // Ordered as the form shows them, whatever order they were clicked in.
    const targetAudience = AUDIENCES.filter((a) => audience.includes(a));
    analyze({ companyName, productDescription, storyGoal, targetAudience });
  };

  if (result) {
    return (
      <result.views.AngleResults
        id={`${id}-results`}
        companyName={companyName}
        angles={result.angles}
        headingRef={resultsHeading}
        onTryAnother={tryAnother}
      />
    );
  }

  return (
    <form
      method="post"
      onSubmit={submit}
      noValidate
      data-hydrated={hydrated}
      aria-busy={analyzing}
      className="relative grid gap-5 rounded-2xl border border-border bg-card p-6 sm:p-8"
    >
      <AngleDetailsFields id={id} form={form} firstFieldRef={firstField} />
      <AudiencePicker selected={audience} onToggle={form.toggle} />
      <DecoyField id="angle-finder-website" value={form.decoy} onChange={form.setDecoy} />

      <ToolAlert error={error} remaining={remaining} />

      <noscript>
        <p className="text-sm text-muted">{t('form.noscript')}</p>
      </noscript>
      <div>
        {/* Never submittable before the page's script runs: the browser would post the fields itself. */}
        <AnalyzeButton disabled={!hydrated || !canSubmit || analyzing} analyzing={analyzing} />
      </div>
    </form>
  );
}
