import type { z } from 'zod';
import type { getTranslations } from 'next-intl/server';
import type { OfficeText } from '@/components/sections/offices';
import { textLink } from '@/components/sections/styles';
import { site } from '@/lib/config/site';
import type { privacySchema } from '@/lib/content/schemas';

type Translate = Awaited<ReturnType<typeof getTranslations<'Privacy'>>>;
type PolicySection = z.infer<typeof privacySchema>['sections'][number];

export function PolicyContents({ t, sections, lang }: { t: Translate; sections: PolicySection[]; lang?: string }) {
  return (
    <nav aria-label={t('contentsLabel')} className="mt-8 rounded-2xl border border-border bg-card p-6">
      <h2 className="text-sm font-semibold uppercase tracking-wide text-muted">{t('contents')}</h2>
      <ol lang={lang} className="mt-3 grid gap-2 sm:grid-cols-2">
        {sections.map((section, index) => (
          <li key={section.id}>
            <a href={`#${section.id}`} className={textLink}>
              {t('sectionTitle', { number: index + 1, title: section.title })}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The brand's address under the policy's contact section. */
function PrivacyContactAddress({ t, offices }: { t: Translate; offices: OfficeText[] }) {
  return (
    <address className="not-italic">
      <strong>{site.brand}</strong>
      <br />
      {t.rich('email', {
        email: site.email,
        link: (chunks) => (
          <a href={`mailto:${site.email}`} className={textLink}>
            {chunks}
          </a>
        ),
      })}
      {offices.map((office) => (
        <span key={office.key} className="mt-2 block text-muted">
          {t('office', { label: office.label, address: office.address })}
        </span>
      ))}
    </address>
  );
}

export function PolicySectionView({
  t,
  section,
  number,
  offices,
  lang,
}: {
  t: Translate;
  section: PolicySection;
  number: number;
  offices: OfficeText[];
  lang?: string;
}) {
  return (
    <section aria-labelledby={section.id} lang={lang} className="space-y-4 leading-relaxed">
      <h2 id={section.id} className="scroll-mt-24 text-2xl font-bold">
        {t('sectionTitle', { number, title: section.title })}
      </h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph.slice(0, 40)}>{paragraph}</p>
      ))}
      {section.items && (
        <ul className="list-disc space-y-2 pl-6 marker:text-brand">
          {section.items.map((item) => (
            <li key={item.term ?? item.text.slice(0, 40)}>
              {item.term && <strong>{t('term', { term: item.term })}</strong>}
              {item.text}
            </li>
          ))}
        </ul>
      )}
      {section.closing?.map((paragraph) => (
        <p key={paragraph.slice(0, 40)}>{paragraph}</p>
      ))}
      {section.id === 'contact' && <PrivacyContactAddress t={t} offices={offices} />}
    </section>
  );
}
