import { getTranslations } from 'next-intl/server';
import { getPublications } from '@/lib/provider/content';
import type { Publication } from '@/lib/content/schemas';
import { currentLocale } from '@/lib/i18n/server';
import { contentLang } from './content-lang';
import { container } from './styles';

/** Our own text wordmarks, so no third-party logo is copied or loaded. */
const wordmarkStyles: Record<Publication['style'], string> = {
  serif: 'font-serif text-xl font-bold',
  sans: 'text-xl font-extrabold tracking-tight',
  mono: 'font-mono text-lg font-bold',
  condensed: 'text-lg font-bold uppercase tracking-tighter',
  italic: 'font-serif text-xl italic font-semibold',
  caps: 'text-base font-black uppercase tracking-[0.3em]',
};

export async function TrustedBySection() {
  const locale = await currentLocale();
  const [publications, lang, t] = await Promise.all([
    getPublications(locale),
    contentLang('publications', locale),
    getTranslations('Sections.trustedBy'),
  ]);
  return (
    <section aria-labelledby="trusted-heading" className="border-y border-border py-12">
      <div className={container}>
        <h2 id="trusted-heading" className="text-center text-sm font-semibold uppercase tracking-wider text-muted">
          {t('heading')}
        </h2>
        <ul className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6" lang={lang}>
          {publications.map((publication) => (
            <li
              key={publication.name}
              className="flex min-h-24 flex-col items-center justify-center rounded-xl border border-border bg-card px-3 py-4 text-center"
            >
              <span className={wordmarkStyles[publication.style]}>{publication.name}</span>
              <span className="mt-1 text-xs text-muted">{publication.kind}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
