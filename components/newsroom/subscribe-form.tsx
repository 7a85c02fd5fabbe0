import { getTranslations } from 'next-intl/server';
import { alertTopics, topicMessageKey } from '@/lib/alerts/topics';
import { site } from '@/lib/config/site';
import { languageTag, localeName, localizedPath, locales } from '@/lib/i18n/locales';
import { currentLocale } from '@/lib/i18n/server';
import type { Choice } from './alert-preference-fields';
import { SubscribeFormIsland } from './subscribe-form-island';

/** The choices of a subscription in the page's language: languages by their own names, topics translated. */
export async function alertChoices(): Promise<{ languages: Choice[]; topics: Choice[] }> {
  const t = await getTranslations('Alerts.topics');
  return {
    languages: locales.map((locale) => ({ value: locale, label: localeName[locale], lang: languageTag[locale] })),
    topics: alertTopics(site.newsroomCategory).map((topic) => ({ value: topic, label: t(topicMessageKey(topic)) })),
  };
}

/** Release alerts' subscribe form, for every newsroom page and release; its texts go in as props. */
export async function SubscribeForm() {
  const locale = await currentLocale();
  const [t, choices] = await Promise.all([getTranslations('Alerts.form'), alertChoices()]);
  const keys = ['title', 'intro', 'email', 'languages', 'topics', 'frequency', 'instant', 'daily', 'submit', 'sent', 'privacy', 'chooseLanguage', 'chooseTopic'] as const;
  const labels = Object.fromEntries(keys.map((key) => [key, t(key)])) as Record<(typeof keys)[number], string>;
  return (
    <section aria-label={labels.title} className="mx-4 mt-12 max-w-3xl rounded-2xl border border-border p-6 sm:mx-auto">
      <SubscribeFormIsland labels={labels} locale={locale} privacyHref={localizedPath('/privacy-policy', locale)} {...choices} />
    </section>
  );
}
