import { useLocale } from '#i18n';
import { useEffect, useRef, useState } from 'react';
import type { AngleInput, AngleResult } from '@/lib/angle-finder/options';

/** The simulated analysis takes about 2 seconds (docs/behaviour.md#angle-finder). */
const ANALYSIS_DELAY_MS = 2000;

type ResultModule = typeof import('./angle-results');

/**
 * The simulated analysis and its result. The generator and the cards load when it starts, while the
 * delay runs; focus moves to the results, and back to the first field when the visitor tries again.
 */
export function useAngleAnalysis(onFailed: () => void) {
  const locale = useLocale();
  const [analyzing, setAnalyzing] = useState(false);
  const [result, setResult] = useState<{ angles: AngleResult[]; views: ResultModule } | null>(null);
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

  const analyze = (input: AngleInput) => {
    setAnalyzing(true);
    const loading = import('./angle-results').catch((err: unknown) => {
      console.error('[angle-finder] the results could not be loaded', err);
      return null;
    });
    timer.current = window.setTimeout(() => {
      void loading.then((views) => {
        if (views) setResult({ angles: views.generateAngles(input, locale), views });
        else onFailed();
        setAnalyzing(false);
      });
    }, ANALYSIS_DELAY_MS);
  };

  const tryAnother = () => {
    returning.current = true;
    setResult(null);
  };

  return { analyzing, result, analyze, tryAnother, resultsHeading, firstField };
}
