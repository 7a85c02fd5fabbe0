/**
 * The services page's three growth-stage buttons do nothing on purpose (docs/behaviour.md#pages). They are kept as
 * plain buttons with no behaviour, exactly as specified, and labelled as a group of suggestions.
 */
const stages = ['Pre-Launch', 'Growth Stage', 'Crisis Mode'] as const;

export function GrowthStagePicker() {
  return (
    <div role="group" aria-labelledby="growth-stage-label" className="mt-8 flex flex-col items-center gap-3">
      <p id="growth-stage-label" className="text-sm font-semibold text-muted">
        Where is your company right now?
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        {stages.map((stage) => (
          <button
            key={stage}
            type="button"
            className="rounded-full border border-border bg-card px-5 py-2.5 text-sm font-semibold hover:border-brand hover:text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          >
            {stage}
          </button>
        ))}
      </div>
    </div>
  );
}
