import { useTranslations } from '#i18n';
import type { RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import type { AngleResult } from '@/lib/angle-finder/options';
import { AngleCard } from './angle-card';

/**
 * The angle generator and the results it fills. The island imports this module when an analysis
 * starts and the simulated delay hides the load, so none of it weighs on the page's first load.
 */
export { generateAngles } from '@/lib/angle-finder/generate';

type Props = {
  id: string;
  companyName: string;
  angles: AngleResult[];
  headingRef: RefObject<HTMLHeadingElement | null>;
  onTryAnother: () => void;
};

export function AngleResults({ id, companyName, angles, headingRef, onTryAnother }: Props) {
  const t = useTranslations('AngleFinder.results');
  const tools = useTranslations('Tools');
  return (
    <section aria-labelledby={id}>
      <h2 id={id} ref={headingRef} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
        {t('title', { company: companyName.trim() })}
      </h2>
      <p className="mt-2 text-muted">{t('intro', { count: angles.length })}</p>
      <ul className="mt-6 grid gap-4 md:grid-cols-2">
        {angles.map((angle) => (
          <AngleCard key={angle.category} angle={angle} />
        ))}
      </ul>
      <div className="mt-8 flex flex-wrap items-center gap-4">
        <ButtonLink href={'/pricing'}>{tools('quote')}</ButtonLink>
        <Button variant="outline" onClick={onTryAnother}>
          {t('tryAnother')}
        </Button>
      </div>
    </section>
  );
}
