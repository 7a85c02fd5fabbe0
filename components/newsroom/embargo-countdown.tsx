'use client';

import { useSyncExternalStore } from 'react';

type Props = {
  /** The embargo instant, ISO 8601. */
  at: string;
  /** The page's BCP 47 language tag. */
  lang: string;
  /** "Lifts in {time}" with the placeholder kept, and the text once it has lifted. */
  labels: { countdown: string; lifted: string };
};

function remaining(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const clock = [Math.floor((total % 86_400) / 3600), Math.floor((total % 3600) / 60), total % 60]
    .map((part) => String(part).padStart(2, '0'))
    .join(':');
  return days ? `${days}d ${clock}` : clock;
}

function everySecond(onTick: () => void): () => void {
  const timer = setInterval(onTick, 1000);
  return () => clearInterval(timer);
}

// Whole seconds, so that two reads within one render agree.
const currentSecond = () => Math.floor(Date.now() / 1000) * 1000;
const noTimeOnServer = () => undefined;

/**
 * The embargo instant in the reader's own time zone, and the time left (docs/behaviour.md#embargoes).
 * Rendered after hydration only: the server cannot know the reader's zone, and prints the instant
 * in the release's zone instead.
 */
export function EmbargoCountdown({ at, lang, labels }: Props) {
  const now = useSyncExternalStore(everySecond, currentSecond, noTimeOnServer);
  if (now === undefined) return null;
  const instant = Date.parse(at);
  const local = new Intl.DateTimeFormat(lang, { dateStyle: 'full', timeStyle: 'short' }).format(instant);
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <p className="mt-2 text-sm">
      <time dateTime={at}>
        {local} ({zone})
      </time>
      {' · '}
      <span role="timer" aria-live="off" data-testid="embargo-countdown">
        {instant > now ? labels.countdown.replace('{time}', remaining(instant - now)) : labels.lifted}
      </span>
    </p>
  );
}
