'use client';

import { useLocale, useTranslations } from '#i18n';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useAdmitAnalysis, useRemainingAnalyses } from '@/components/tools/rate-limit-store';
import { ToolAlert } from '@/components/tools/tool-alert';
import { useDwell } from '@/components/tools/use-dwell';
import { useHydrated } from '@/components/tools/use-hydrated';
import { Button } from '@/components/ui/button';
import { compactControl, Field } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { DecoyField } from '@/components/ui/decoy-field';
import {
  AUDIENCES,
  STORY_GOALS,
  canSubmitAngles,
  isStoryGoal,
  type AngleResult,
  type Audience,
} from '@/lib/angle-finder/options';
import { AUDIENCE_KEYS, GOAL_KEYS } from '@/lib/angle-finder/message-keys';
import { checkAngleSubmit } from '@/lib/angle-finder/submit-checks';

/** The simulated analysis takes about 2 seconds (docs/behaviour.md#angle-finder). */
const ANALYSIS_DELAY_MS = 2000;

const labelClass = 'font-semibold';

type ResultModule = typeof import('./angle-results');

/**
 * The Angle Finder island: form, simulated analysis and angle cards, all in the browser (no API call).
 * The generator and the cards load when the visitor submits, while the simulated analysis runs.
 */
export function AngleFinderClient() {
  const t = useTranslations('AngleFinder');
  const locale = useLocale();
  const id = useId();
  const [companyName, setCompanyName] = useState('');
  const [productDescription, setProductDescription] = useState('');
  const [storyGoal, setStoryGoal] = useState('');
  const [audience, setAudience] = useState<Audience[]>([]);
  const [decoy, setDecoy] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [analyzing, setAnalyzing] = useState(false);
  const [result, setResult] = useState<{ angles: AngleResult[]; views: ResultModule } | null>(null);
  const remaining = useRemainingAnalyses('angle_finder');
  const admitAnalysis = useAdmitAnalysis('angle_finder', setError);
  const dwellElapsed = useDwell();
  const hydrated = useHydrated();
  const timer = useRef<number | undefined>(undefined);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const firstField = useRef<HTMLInputElement>(null);
  const returning = useRef(false);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  useEffect(() => {
    if (result) resultsHeading.current?.focus();
    else if (returning.current) {
      returning.current = false;
      firstField.current?.focus();
    }
  }, [result]);

  const canSubmit = canSubmitAngles({ companyName, productDescription, storyGoal, targetAudience: audience });

  const toggle = (a: Audience) =>
    setAudience((current) => (current.includes(a) ? current.filter((x) => x !== a) : [...current, a]));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (analyzing || !canSubmit || !isStoryGoal(storyGoal)) return;
    const check = checkAngleSubmit(
      { companyName, productDescription, decoy, dwellElapsed: dwellElapsed() },
      { tooFast: t('errors.tooFast'), suspicious: t('errors.suspicious') },
    );
    if (!admitAnalysis(check)) return;
    setAnalyzing(true);
    // Ordered as the form shows them, whatever order they were clicked in.
    const targetAudience = AUDIENCES.filter((a) => audience.includes(a));
    const input = { companyName, productDescription, storyGoal, targetAudience };
    const loading = import('./angle-results').catch((err: unknown) => {
      console.error('[angle-finder] the results could not be loaded', err);
      return null;
    });
    timer.current = window.setTimeout(() => {
      void loading.then((views) => {
        if (views) setResult({ angles: views.generateAngles(input, locale), views });
        else setError(t('errors.failed'));
        setAnalyzing(false);
      });
    }, ANALYSIS_DELAY_MS);
  };

  const tryAnother = () => {
    returning.current = true;
    setResult(null);
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
      <Field id={`${id}-company`} label={t('form.company')} labelClassName={labelClass}>
        {(control) => (
          <input
            {...control}
            ref={firstField}
            name="companyName"
            type="text"
            required
            autoComplete="organization"
            value={companyName}
            onChange={(e) => setCompanyName(e.target.value)}
            placeholder={t('form.companyPlaceholder')}
            className={compactControl}
          />
        )}
      </Field>
      <Field
        id={`${id}-description`}
        label={t('form.description')}
        labelClassName={labelClass}
      >
        {(control) => (
          <input
            {...control}
            name="productDescription"
            type="text"
            required
            value={productDescription}
            onChange={(e) => setProductDescription(e.target.value)}
            placeholder={t('form.descriptionPlaceholder')}
            className={compactControl}
          />
        )}
      </Field>
      <Field id={`${id}-goal`} label={t('form.goal')} labelClassName={labelClass}>
        {(control) => (
          <select
            {...control}
            name="storyGoal"
            required
            value={storyGoal}
            onChange={(e) => setStoryGoal(e.target.value)}
            className={compactControl}
          >
            <option value="">{t('form.selectGoal')}</option>
            {STORY_GOALS.map((goal) => (
              <option key={goal} value={goal}>
                {t(`goals.${GOAL_KEYS[goal]}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <fieldset>
        <legend className="font-semibold">{t('form.audience')}</legend>
        <p className="text-sm text-muted">{t('form.audienceHint')}</p>
        <div className="mt-2 flex flex-wrap gap-2">
          {AUDIENCES.map((a) => {
            const pressed = audience.includes(a);
            return (
              <button
                key={a}
                type="button"
                aria-pressed={pressed}
                onClick={() => toggle(a)}
                className={`rounded-full border px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand ${
                  pressed
                    ? 'border-brand bg-brand text-brand-foreground'
                    : 'border-border bg-background hover:border-brand'
                }`}
              >
                {t(`audiences.${AUDIENCE_KEYS[a]}`)}
              </button>
            );
          })}
        </div>
      </fieldset>
      <DecoyField id="angle-finder-website" value={decoy} onChange={setDecoy} />

      <ToolAlert error={error} remaining={remaining} />

      <noscript>
        <p className="text-sm text-muted">{t('form.noscript')}</p>
      </noscript>
      <div>
        {/* Never submittable before the page's script runs: the browser would post the fields itself. */}
        <Button type="submit" disabled={!hydrated || !canSubmit || analyzing}>
          {analyzing && <Spinner />}
          {analyzing ? t('form.analyzing') : t('form.submit')}
        </Button>
      </div>
    </form>
  );
}
