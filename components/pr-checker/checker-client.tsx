'use client';

import { useLocale, useTranslations } from '#i18n';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useAdmitAnalysis, useRemainingAnalyses } from '@/components/tools/rate-limit-store';
import { ToolAlert } from '@/components/tools/tool-alert';
import { useDwell } from '@/components/tools/use-dwell';
import { useHydrated } from '@/components/tools/use-hydrated';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { DecoyField } from '@/components/ui/decoy-field';
import { PRESS_RELEASE_INPUT_MAX } from '@/lib/pr-checker/instruction';
import { defaultLocale } from '@/lib/i18n/locales';
import { detectTextLanguage } from '@/lib/pr-checker/language';
import type { LeadContact } from '@/lib/pr-checker/lead';
import { CheckerSession } from '@/lib/pr-checker/session';
import { CHECKER_MIN_CHARS, checkCheckerSubmit } from '@/lib/pr-checker/submit-checks';
import type { CredibilityReport } from '@/lib/pr-checker/types';
import { checkFields, contactRules } from '@/lib/validation/rules';

type Phase = 'idle' | 'analyzing' | 'gated' | 'report';

type ResultModule = typeof import('./checker-result');

const log = (message: string, error?: unknown) => console.error(`[pr-checker] ${message}`, error ?? '');

/** The PR Credibility Checker island: form, gate and report (docs/behaviour.md#pr-credibility-checker). */
export function CheckerClient() {
  const t = useTranslations('Checker');
  const locale = useLocale();
  const id = useId();
  const [text, setText] = useState('');
  const [decoy, setDecoy] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [result, setResult] = useState<{
    report: CredibilityReport;
    pressRelease: string;
    views: ResultModule;
  } | null>(null);
  const [leadGiven, setLeadGiven] = useState(false);
  const remaining = useRemainingAnalyses('pr_checker');
  const admitAnalysis = useAdmitAnalysis('pr_checker', setError);
  const dwellElapsed = useDwell();
  const hydrated = useHydrated();
  const session = useRef<CheckerSession | null>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const s = new CheckerSession({
      fetch: (input, init) => fetch(input, init),
      openEventSource: (url) => new EventSource(url),
      log,
      locale,
    });
    session.current = s;
    void s.start();
    return () => s.close();
  }, [locale]);

  useEffect(() => {
    if (phase === 'gated' || phase === 'report') resultHeading.current?.focus();
  }, [phase]);

  const ready = text.length >= CHECKER_MIN_CHARS;

  const analyze = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (phase === 'analyzing' || !session.current) return;
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
    const before = phase;
    setPhase('analyzing');
    const pressRelease = text;
    const loading = import('./checker-result').catch((err: unknown) => {
      log('The report view could not be loaded', err);
      return null;
    });
    const reply = await session.current.analyze(pressRelease);
    const views = await loading;
    if (reply === null || views === null) {
      setPhase(before);
      return;
    }
    setResult({ report: views.parseReport(reply), pressRelease, views });
    setPhase(leadGiven ? 'report' : 'gated');
  };

  const submitLead = async (contact: LeadContact): Promise<boolean> => {
    if (!result) return false;
    const payload = result.views.buildLeadPayload(contact, result.report, result.pressRelease);
    const problems = checkFields(contactRules, contact);
    if (Object.keys(problems).length > 0) {
      log('Lead is not valid', problems);
      return false;
    }
    try {
      const response = await fetch('/api/checker/lead', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        // The API takes a lead without `locale` as English, so an English lead posts what it always did.
        body: JSON.stringify(locale === defaultLocale ? payload : { ...payload, locale }),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
    } catch (err) {
      log('Lead could not be submitted', err);
      return false;
    }
    setLeadGiven(true);
    setPhase('report');
    return true;
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
        <Field
          id={`${id}-release`}
          label={t('form.label')}
          labelClassName="text-lg font-semibold"
          hint={t('form.hint')}
          describedBy={`${id}-count`}
        >
          {(control) => (
            <textarea
              {...control}
              name="pressRelease"
              value={text}
              onChange={(e) => setText(e.target.value)}
              maxLength={PRESS_RELEASE_INPUT_MAX}
              rows={14}
              // An opening in the page's language, as that market's wires write it.
              placeholder={t('form.placeholder')}
              className="mt-3 w-full resize-y rounded-xl border border-border bg-background p-4 text-sm leading-relaxed text-foreground placeholder:text-muted focus-visible:outline-2 focus-visible:outline-brand"
            />
          )}
        </Field>
        <DecoyField id="pr-checker-website" value={decoy} onChange={setDecoy} />
        <div id={`${id}-count`} className="mt-2 flex flex-wrap justify-between gap-2 text-sm">
          <span aria-live="polite" className={ready ? 'font-medium text-success' : 'text-muted'}>
            {ready ? t('form.ready') : t('form.minimum')}
          </span>
          <span className="text-muted">{t('form.characters', { count: text.length })}</span>
        </div>

        <div className="mt-4">
          <ToolAlert error={error} remaining={remaining} />
        </div>

        <noscript>
          <p className="mt-4 text-sm text-muted">{t('form.noscript')}</p>
        </noscript>
        {/* Never submittable before the page's script runs: the browser would post the text itself. */}
        <Button type="submit" disabled={!hydrated || !ready || analyzing} className="mt-4">
          {analyzing && <Spinner />}
          {analyzing ? t('form.analyzing') : t('form.analyze')}
        </Button>
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
