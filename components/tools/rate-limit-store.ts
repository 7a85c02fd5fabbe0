'use client';

/**
 * The tools' rate limit as a React store: the remaining analyses are read from local storage with
 * `useSyncExternalStore` (the server renders the full allowance), and an analysis is counted
 * through `consumeAnalysis`, which re-renders every reader.
 */
import { useTranslations } from '#i18n';
import { useCallback, useSyncExternalStore } from 'react';
import { browserRateLimitDeps } from '@/lib/rate-limit/browser/deps';
import {
  MAX_ATTEMPTS_PER_WINDOW,
  checkRateLimit,
  recordAttempt,
  remainingAttempts,
  type RateLimitDecision,
  type RateLimitDeps,
  type RateLimitedTool,
} from '@/lib/rate-limit/browser/budget';
import type { SubmitCheck } from '@/lib/pr-checker/submit-checks';

const listeners = new Set<() => void>();
// Created on first use in the browser, which also clears records older than 7 days (page load).
let deps: RateLimitDeps | undefined;

function limiter(): RateLimitDeps {
  deps ??= browserRateLimitDeps();
  return deps;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function useRemainingAnalyses(tool: RateLimitedTool): number {
  return useSyncExternalStore(
    subscribe,
    () => remainingAttempts(limiter(), tool),
    () => MAX_ATTEMPTS_PER_WINDOW,
  );
}

/** Checks the limit and, when allowed, counts one analysis. */
function consumeAnalysis(tool: RateLimitedTool): RateLimitDecision {
  const d = limiter();
  const decision = checkRateLimit(d, tool);
  if (decision.allowed) recordAttempt(d, tool);
  for (const listener of listeners) listener();
  return decision;
}

const MINUTE_MS = 60 * 1000;

/**
 * The limit's refusal in the page's language, worded as lib/rate-limit/browser/rate-limit words it in English:
 * the time left rounded up to the minute, "24 hours" when the reset time is unknown.
 */
function useLimitMessage(): (decision: Extract<RateLimitDecision, { allowed: false }>) => string {
  const t = useTranslations('Tools');
  return useCallback(
    (decision) => {
      if (decision.reason === 'exceeded') return t('limitExceeded');
      if (decision.blockUntil === null) return t('blockedUnknown');
      const totalMinutes = Math.max(1, Math.ceil((decision.blockUntil - Date.now()) / MINUTE_MS));
      return t('blocked', { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 });
    },
    [t],
  );
}

/**
 * The gate in front of every analysis: the form's own checks (their messages already in the page's
 * language), then the visitor's limit (counted only when the form passed). Shows what refused the
 * analysis, or clears the error when it runs; a bot's silent refusal shows nothing.
 */
export function useAdmitAnalysis(tool: RateLimitedTool, showError: (message: string | null) => void) {
  const limitMessage = useLimitMessage();
  return useCallback(
    (check: SubmitCheck): boolean => {
      if (!check.ok) {
        if (!check.silent) showError(check.message);
        return false;
      }
      const decision = consumeAnalysis(tool);
      showError(decision.allowed ? null : limitMessage(decision));
      return decision.allowed;
    },
    [tool, showError, limitMessage],
  );
}
