/**
 * The services page's three growth-stage buttons do nothing on purpose (docs/behaviour.md#pages). They are kept as
 * plain buttons with no behaviour, exactly as specified, and labelled as a group of suggestions.
 */
import { getTranslations } from 'next-intl/server';

const stages = ['preLaunch', 'growth', 'crisis'] as const;

export async function GrowthStagePicker() {
  const t = await getTranslations('Sections.growthStage');
  return (
    <div role="group" aria-labelledby="growth-stage-label" className="mt-8 flex flex-col items-center gap-3">
      <p id="growth-stage-label" className="text-sm font-semibold text-muted">
        {t('label')}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        {stages.map((stage) => (
          <button
            key={stage}
            type="button"
            className="rounded-full border border-border bg-card px-5 py-2.5 text-sm font-semibold hover:border-brand hover:text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          >
            {t(stage)}
          </button>
        ))}
      </div>
    </div>
  );
}
