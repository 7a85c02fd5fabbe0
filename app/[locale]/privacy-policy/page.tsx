import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeaderSection } from '@/components/sections/page-header';
import { contentLang } from '@/components/sections/content-lang';
import { localizedOffices } from '@/components/sections/offices';
import { JsonLd } from '@/components/seo/json-ld';
import { getPrivacyPolicy } from '@/lib/provider/content';
import { formatCalendarDate } from '@/lib/content/dates';
import { messageList } from '@/lib/i18n/messages';
import { currentLocale } from '@/lib/i18n/server';
import { buildMetadata } from '@/lib/seo/metadata';
import { webPageJsonLd } from '@/lib/seo/page-json-ld';
import { PolicyContents, PolicySectionView } from './policy-sections';

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
        <PolicyContents t={t} sections={privacySections} lang={lang} />
        <div className="mt-12 space-y-12">
          {privacySections.map((section, index) => (
            <PolicySectionView
              key={section.id}
              t={t}
              section={section}
              number={index + 1}
              offices={offices}
              lang={lang}
            />
          ))}
        </div>
      </PageHeaderSection>
    </>
  );
}
