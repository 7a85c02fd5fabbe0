'use client';

import { useLocale, useTranslations } from '#i18n';
import { useId, useState, type FormEvent } from 'react';
import { useAdmitAnalysis, useRemainingAnalyses } from '@/components/tools/rate-limit-store';
import { ToolAlert } from '@/components/tools/tool-alert';
import { useDwell } from '@/components/tools/use-dwell';
import { useHydrated } from '@/components/tools/use-hydrated';
import { DecoyField } from '@/components/ui/decoy-field';
import { detectTextLanguage } from '@/lib/pr-checker/language';
import { CHECKER_MIN_CHARS, checkCheckerSubmit } from '@/lib/pr-checker/submit-checks';
import { AnalyzeButton, CharacterCount, ReleaseTextField } from './checker-form-parts';
import { useCheckerFlow } from './use-checker-flow';

/** The PR Credibility Checker island: form, gate and report (docs/behaviour.md#pr-credibility-checker). */
export function CheckerClient() {
  const t = useTranslations('Checker');
  const locale = useLocale();
  const id = useId();
  const [text, setText] = useState('');
  const [decoy, setDecoy] = useState('');
  const [error, setError] = useState<string | null>(null);
  const remaining = useRemainingAnalyses('pr_checker');
  const admitAnalysis = useAdmitAnalysis('pr_checker', setError);
  const dwellElapsed = useDwell();
  const hydrated = useHydrated();
  const { phase, result, canStart, run, submitLead, resultHeading } = useCheckerFlow(locale);

  const ready = text.length >= CHECKER_MIN_CHARS;

  const analyze = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canStart()) return;
    const check = checkCheckerSubmit(
      { text, decoy, dwellElapsed: dwellElapsed() },
      { tooShort: t('errors.tooShort'), tooFast: t('errors.tooFast'), suspicious: t('errors.suspicious') },
    );
    // The site's five languages are scored by their own rules (docs/behaviour.md#scoring-by-language);
    // a release in any other language is told so, before the limit counts.
    if (check.ok && detectTextLanguage(text) === 'other') {
      setError(t('otherLanguage'));
      return;
    }
    if (!admitAnalysis(check)) return;
    await run(text);
  };

  const analyzing = phase === 'analyzing';

  return (
    <div className="space-y-8">
      <form
        method="post"
        onSubmit={analyze}
        noValidate
        data-hydrated={hydrated}
        className="relative rounded-2xl border border-border bg-card p-6 sm:p-8"
        aria-busy={analyzing}
      >
        <ReleaseTextField id={id} text={text} onChange={setText} />
        <DecoyField id="pr-checker-website" value={decoy} onChange={setDecoy} />
        <CharacterCount id={id} ready={ready} count={text.length} />

        <div className="mt-4">
          <ToolAlert error={error} remaining={remaining} />
        </div>

        <noscript>
          <p className="mt-4 text-sm text-muted">{t('form.noscript')}</p>
        </noscript>
        {/* Never submittable before the page's script runs: the browser would post the text itself. */}
        <AnalyzeButton disabled={!hydrated || !ready || analyzing} analyzing={analyzing} />
      </form>

      {result && phase === 'gated' && (
        <result.views.ScoreGate
          overallScore={result.report.overallScore}
          onSubmit={submitLead}
          headingRef={resultHeading}
        />
      )}
      {result && phase === 'report' && (
        <result.views.CredibilityReportView report={result.report} headingRef={resultHeading} />
      )}
    </div>
  );
}
