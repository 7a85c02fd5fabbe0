import { getTranslations } from 'next-intl/server';
import { site } from '@/lib/config/site';
import { Icon } from '@/components/ui/icon';
import { ButtonLink } from '@/components/ui/button-link';
import { Link } from '#i18n';
import { container, textLink } from './styles';

export async function HeroSection() {
  const t = await getTranslations('Sections');
  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden py-20 sm:py-28">
      {/* A soft glow drawn as a gradient: a blur filter over this much area costs a slow phone tens
          of milliseconds of raster on every paint (docs/architecture.md#slow-phones). */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 -top-40 -z-10 mx-auto h-96 max-w-4xl bg-radial-[closest-side] from-brand/10 to-transparent dark:from-brand/25"
      />
      <div className={`${container} text-center`}>
        <p className="text-sm font-semibold uppercase tracking-wider text-brand">{t('hero.eyebrow')}</p>
        <h1 id="hero-heading" className="mx-auto mt-4 max-w-4xl text-4xl font-extrabold tracking-tight sm:text-6xl">
          {t('hero.title')}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-muted sm:text-xl">
          {t('hero.intro', { days: site.publicationDays })}
        </p>
        <p className="mt-4">
          <Link href="/services" className={textLink}>
            {t('hero.exploreServices')}
          </Link>
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <ButtonLink href={'/contact'}>
            {t('actions.bookCall')}
            <Icon name="arrow-right" className="h-4 w-4" />
          </ButtonLink>
          <ButtonLink href={'/case-studies'} variant="secondary">
            {t('hero.viewCaseStudies')}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
