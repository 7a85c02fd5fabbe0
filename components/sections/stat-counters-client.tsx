'use client';

import { useEffect, useRef } from 'react';
import type { Stat } from '@/lib/content/schemas';
import { COUNT_UP_DURATION_MS, COUNT_UP_THRESHOLD, countUpValue, groupDigits } from '@/lib/content/count-up';

/**
 * The numbers are rendered final on the server, so readers without JavaScript, crawlers and
 * reduced-motion users get them at once. With motion allowed, the digits are reset to 0 on mount
 * and counted up over 2.5 s the first time 30% of the block is visible. Digits are written straight
 * into the DOM on each frame instead of through state, so the animation costs no React renders.
 * Screen readers get the final value from a visually hidden copy and never hear the count.
 * `separator` is the page language's thousands separator, so digits are grouped as its readers expect.
 */
export function StatCountersClient({ stats, separator }: { stats: Stat[]; separator: string }) {
  const root = useRef<HTMLDListElement>(null);
  const digits = useRef<(HTMLSpanElement | null)[]>([]);

  useEffect(() => {
    const block = root.current;
    if (!block || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;

    const write = (elapsed: number) => {
      stats.forEach((stat, i) => {
        const el = digits.current[i];
        if (el) el.textContent = groupDigits(countUpValue(stat.value, elapsed), separator);
      });
    };

    let frame = 0;
    write(0);
    block.dataset.counter = 'waiting';

    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting && e.intersectionRatio >= COUNT_UP_THRESHOLD)) return;
        observer.disconnect();
        block.dataset.counter = 'running';
        const start = performance.now();
        const tick = (now: number) => {
          const elapsed = now - start;
          write(elapsed);
          if (elapsed < COUNT_UP_DURATION_MS) frame = requestAnimationFrame(tick);
          else block.dataset.counter = 'done';
        };
        frame = requestAnimationFrame(tick);
      },
      { threshold: COUNT_UP_THRESHOLD },
    );
    observer.observe(block);

    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      write(COUNT_UP_DURATION_MS);
    };
  }, [stats, separator]);

  return (
    <dl ref={root} className="grid gap-6 sm:grid-cols-3" data-counter="static">
      {stats.map((stat, i) => (
        <div key={stat.id} className="flex flex-col gap-2 rounded-2xl border border-border bg-card p-8 text-center">
          <dt className="text-muted">{stat.label}</dt>
          <dd className="order-first text-4xl font-extrabold tracking-tight text-brand sm:text-5xl">
            <span aria-hidden="true" data-stat={stat.id}>
              <span
                ref={(el) => {
                  digits.current[i] = el;
                }}
              >
                {groupDigits(stat.value, separator)}
              </span>
              {stat.suffix}
            </span>
            <span className="sr-only">{`${groupDigits(stat.value, separator)}${stat.suffix}`}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
