import type { EmptyState } from '@/lib/newsroom/filters';

export function FeedEmpty({ state }: { state: EmptyState }) {
  return (
    <div
      className="rounded-2xl border border-dashed border-border bg-card px-6 py-16 text-center"
      data-testid="feed-empty"
    >
      <p className="text-lg font-semibold">{state.message}</p>
      {state.hint && <p className="mt-2 text-sm text-muted">{state.hint}</p>}
    </div>
  );
}
