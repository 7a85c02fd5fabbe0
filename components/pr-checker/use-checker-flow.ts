import { useEffect, useRef, useState } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import type { LeadContact } from '@/lib/pr-checker/lead';
import { CheckerSession } from '@/lib/pr-checker/session';
import { log } from './checker-log';
import { sendLead, type CheckerResult } from './send-lead';

export type Phase = 'idle' | 'analyzing' | 'gated' | 'report';

/**
 * The checker's session with the server and where the visitor is in it: analysing, at the gate, or
 * reading the report. Focus moves to the gate's or the report's heading when either shows.
 */
export function useCheckerFlow(locale: Locale) {
  const [phase, setPhase] = useState<Phase>('idle');
  const [result, setResult] = useState<CheckerResult | null>(null);
  const [leadGiven, setLeadGiven] = useState(false);
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

  const canStart = () => phase !== 'analyzing' && session.current !== null;

  const run = async (pressRelease: string) => {
    const current = session.current;
    if (!current) return;
    const before = phase;
    setPhase('analyzing');
    const loading = import('./checker-result').catch((err: unknown) => {
      log('The report view could not be loaded', err);
      return null;
    });
    const reply = await current.analyze(pressRelease);
    const views = await loading;
    if (reply === null || views === null) {
      setPhase(before);
      return;
    }
    setResult({ report: views.parseReport(reply), pressRelease, views });
    setPhase(leadGiven ? 'report' : 'gated');
  };

  const submitLead = async (contact: LeadContact): Promise<boolean> => {
    if (!result || !(await sendLead(contact, result, locale))) return false;
    setLeadGiven(true);
    setPhase('report');
    return true;
  };

  return { phase, result, canStart, run, submitLead, resultHeading };
}
