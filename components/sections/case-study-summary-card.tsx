import { getTranslations } from 'next-intl/server';
import { Link } from '#i18n';
import type { CaseStudy } from '@/lib/content/case-studies';
import { homeSectorBadge } from '@/lib/content/sector';
import { SectorBadge } from './sector-badge';
import { card, textLink } from './styles';

/** The short case-study card on home, with the sector read as a select value (other = Tech). */
export async function CaseStudySummaryCard({ caseStudy }: { caseStudy: CaseStudy }) {
  const t = await getTranslations('Sections.caseStudy');
  return (
    <article className={`${card} flex h-full flex-col gap-4 sm:p-8`}>
      <div>
        <SectorBadge badge={homeSectorBadge(caseStudy.sector)} />
      </div>
      <h3 className="text-2xl font-bold">{caseStudy.company}</h3>
      {caseStudy.result && <p className="text-lg font-medium">{caseStudy.result}</p>}
      <p className="text-muted">{caseStudy.challenge}</p>
      <p className="mt-auto pt-2">
        <Link href={`/case-studies#case-study-${caseStudy.id}`} className={textLink}>
          {t('readMore', { company: caseStudy.company })}
        </Link>
      </p>
    </article>
  );
}
