import { SKELETON_COUNT } from '@/lib/newsroom/categories';

/** The 6 placeholder cards shown while the feed is (re)loading (docs/behaviour.md#newsroom). */
export function FeedSkeletons({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" data-testid="feed-skeletons">
      <span className="sr-only">{label}</span>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
        {Array.from({ length: SKELETON_COUNT }, (_, i) => (
          <li key={i} className="rounded-2xl border border-border bg-card p-6" data-testid="feed-skeleton">
            <div className="flex justify-between">
              <div className="h-5 w-24 rounded-full bg-border motion-safe:animate-pulse" />
              <div className="h-4 w-20 rounded bg-border motion-safe:animate-pulse" />
            </div>
            <div className="mt-5 h-5 w-11/12 rounded bg-border motion-safe:animate-pulse" />
            <div className="mt-2 h-5 w-2/3 rounded bg-border motion-safe:animate-pulse" />
            <div className="mt-4 space-y-2">
              <div className="h-3.5 w-full rounded bg-border motion-safe:animate-pulse" />
              <div className="h-3.5 w-full rounded bg-border motion-safe:animate-pulse" />
              <div className="h-3.5 w-1/2 rounded bg-border motion-safe:animate-pulse" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
