import { getTranslations } from 'next-intl/server';
import { getTestimonials } from '@/lib/provider/content';
import { HeadingSection } from '@/components/sections/page-header';
import { currentLocale } from '@/lib/i18n/server';
import { contentLang } from './content-lang';
import { TestimonialCard } from './testimonial-card';

/** Four testimonials; the first two when not showing all (docs/behaviour.md#content-model). */
const TESTIMONIALS_PREVIEW_COUNT = 2;

type TestimonialsSectionProps = { showAll?: boolean; title?: string; intro?: string };

export async function TestimonialsSection({ showAll = false, title, intro }: TestimonialsSectionProps) {
  const locale = await currentLocale();
  const [testimonials, lang, t] = await Promise.all([
    getTestimonials(locale),
    contentLang('testimonials', locale),
    getTranslations('Sections.testimonials'),
  ]);
  const shown = showAll ? testimonials : testimonials.slice(0, TESTIMONIALS_PREVIEW_COUNT);
  return (
    <HeadingSection id="testimonials-heading" eyebrow={t('eyebrow')} title={title ?? t('title')} intro={intro ?? t('intro')}>
      <div className="mt-10 grid gap-6 md:grid-cols-2" lang={lang}>
        {shown.map((testimonial) => (
          <TestimonialCard key={testimonial.name} testimonial={testimonial} />
        ))}
      </div>
    </HeadingSection>
  );
}
