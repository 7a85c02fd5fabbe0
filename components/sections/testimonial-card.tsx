import { getTranslations } from 'next-intl/server';
import type { Testimonial } from '@/lib/content/schemas';
import { card } from './styles';

export async function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const t = await getTranslations('Sections.testimonials');
  return (
    <figure className={`${card} flex h-full flex-col justify-between`}>
      <blockquote className="text-lg leading-relaxed">
        <p>{t('quote', { quote: testimonial.quote })}</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-4">
        <span
          aria-hidden="true"
          className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand font-bold text-brand-foreground"
        >
          {testimonial.initials}
        </span>
        <span>
          <span className="block font-semibold">{testimonial.name}</span>
          <span className="block text-sm text-muted">
            {t('byline', { title: testimonial.title, company: testimonial.company })}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
