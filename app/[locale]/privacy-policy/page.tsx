import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeaderSection } from '@/components/sections/page-header';
import { textLink } from '@/components/sections/styles';
import { contentLang } from '@/components/sections/content-lang';
import { localizedOffices } from '@/components/sections/offices';
import { JsonLd } from '@/components/seo/json-ld';
import { site } from '@/lib/config/site';
import { getPrivacyPolicy } from '@/lib/provider/content';
import { formatCalendarDate } from '@/lib/content/dates';
import { messageList } from '@/lib/i18n/messages';
import { currentLocale } from '@/lib/i18n/server';
import { buildMetadata } from '@/lib/seo/metadata';
import { webPageJsonLd } from '@/lib/seo/page-json-ld';

export async function generateMetadata(): Promise<Metadata> {
  const locale = await currentLocale();
  const t = await getTranslations('Privacy.meta');
  return buildMetadata({
    title: t('title'),
    description: t('description'),
    path: '/privacy-policy',
    locale,
    keywords: messageList(locale, 'Privacy.meta.keywords'),
  });
}

export default async function PrivacyPolicyPage() {
  const locale = await currentLocale();
  const [t, offices, policy, lang] = await Promise.all([
    getTranslations('Privacy'),
    localizedOffices(),
    getPrivacyPolicy(locale),
    contentLang('privacy', locale),
  ]);
  // "Last Updated" is the day the policy changed, from its content file (docs/behaviour.md#privacy-policy).
  const { updated, sections: privacySections } = policy;
  return (
    <>
      <JsonLd
        data={webPageJsonLd({
          name: t('title'),
          path: '/privacy-policy',
          description: t('summary'),
          dateModified: updated,
          locale,
        })}
      />
      <PageHeaderSection width="narrow" id="privacy-heading" eyebrow={t('eyebrow')} title={t('title')} align="left">
        <p className="mt-4 text-muted">
          {t.rich('lastUpdated', { date: () => <time dateTime={updated}>{formatCalendarDate(updated, locale)}</time> })}
        </p>
        <nav aria-label={t('contentsLabel')} className="mt-8 rounded-2xl border border-border bg-card p-6">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-muted">{t('contents')}</h2>
          <ol lang={lang} className="mt-3 grid gap-2 sm:grid-cols-2">
            {privacySections.map((section, index) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className={textLink}>
                  {t('sectionTitle', { number: index + 1, title: section.title })}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="mt-12 space-y-12">
          {privacySections.map((section, index) => (
            <section key={section.id} aria-labelledby={section.id} lang={lang} className="space-y-4 leading-relaxed">
              <h2 id={section.id} className="scroll-mt-24 text-2xl font-bold">
                {t('sectionTitle', { number: index + 1, title: section.title })}
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
              {section.id === 'contact' && (
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
              )}
            </section>
          ))}
        </div>
      </PageHeaderSection>
    </>
  );
}
