import { getTranslations } from 'next-intl/server';
import type { CaseStudy } from '@/lib/content/case-studies';
import { pageSectorBadge } from '@/lib/content/sector';
import { SectorBadge } from './sector-badge';
import { card } from './styles';

const labelClass = 'text-sm font-semibold uppercase tracking-wide text-brand';

/** The full case study on /case-studies, with the sector read as a plain string (docs/behaviour.md#content-model). */
export async function CaseStudyCard({ caseStudy }: { caseStudy: CaseStudy }) {
  const t = await getTranslations('Sections.caseStudy');
  const headingId = `case-study-${caseStudy.id}`;
  return (
    <article aria-labelledby={headingId} className={`${card} flex flex-col gap-5 sm:p-8`}>
      <div className="flex flex-wrap items-center gap-3">
        <SectorBadge badge={pageSectorBadge(caseStudy.sector)} />
        {caseStudy.result && <p className="text-sm text-muted">{caseStudy.result}</p>}
      </div>
      <h2 id={headingId} className="scroll-mt-24 text-2xl font-bold">
        {caseStudy.company}
      </h2>
      <div>
        <h3 className={labelClass}>{t('challenge')}</h3>
        <p className="mt-2 leading-relaxed">{caseStudy.challenge}</p>
      </div>
      <div>
        <h3 className={labelClass}>{t('strategy')}</h3>
        <p className="mt-2 leading-relaxed">{caseStudy.strategy}</p>
      </div>
      {caseStudy.placements.length > 0 && (
        <div>
          <h3 className={labelClass}>{t('placements')}</h3>
          <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('placementsFor', { company: caseStudy.company })}>
            {caseStudy.placements.map((placement) => (
              <li key={placement} className="rounded-full border border-border bg-background px-3 py-1 text-sm">
                {placement}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="rounded-xl border border-border bg-background p-4">
        <h3 className={labelClass}>{t('impact')}</h3>
        <p className="mt-2 font-medium leading-relaxed">{caseStudy.impact}</p>
      </div>
    </article>
  );
}
