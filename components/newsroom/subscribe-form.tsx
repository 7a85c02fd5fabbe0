import { Link } from '#i18n';
import { getTranslations } from 'next-intl/server';
import { DecoyField } from '@/components/ui/decoy-field';
import type { RefusalReason } from '@/lib/alerts/form';
import { alertTopics, topicMessageKey } from '@/lib/alerts/topics';
import { site } from '@/lib/config/site';
import { languageTag, localeName, locales } from '@/lib/i18n/locales';
import { currentLocale } from '@/lib/i18n/server';
import { AlertPreferenceFields, type Choice } from './alert-preference-fields';

/** The choices of a subscription in the page's language: languages by their own names, topics translated. */
export async function alertChoices(): Promise<{ languages: Choice[]; topics: Choice[] }> {
  const t = await getTranslations('Alerts.topics');
  return {
    languages: locales.map((locale) => ({ value: locale, label: localeName[locale], lang: languageTag[locale] })),
    topics: alertTopics(site.newsroomCategory).map((topic) => ({ value: topic, label: t(topicMessageKey(topic)) })),
  };
}

const inputClass =
  'mt-1 block w-full rounded-xl border border-border bg-background px-4 py-2 text-foreground focus:border-brand focus:outline-2 focus:outline-brand aria-[invalid=true]:border-danger';

/**
 * Release alerts' subscribe form, on every newsroom page and release (docs/behaviour.md#release-alerts).
 * A plain HTML form posting to `POST /api/alerts/subscribe`, so it ships no JavaScript and works
 * without any: the browser checks the address, and the answer is a page of its own, "check your
 * inbox" or this form again with the reason it was `refused`.
 */
export async function SubscribeForm({ refused }: { refused?: RefusalReason }) {
  const locale = await currentLocale();
  const [t, validation, choices] = await Promise.all([getTranslations('Alerts.form'), getTranslations('Validation'), alertChoices()]);
  return (
    <section className="mx-4 mt-12 max-w-3xl rounded-2xl border border-border p-6 sm:mx-auto">
      <form method="post" action="/api/alerts/subscribe" className="relative" aria-labelledby="alerts-subscribe-title">
        <h2 id="alerts-subscribe-title" className="text-xl font-bold">
          {t('title')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('intro')}</p>
        <input type="hidden" name="locale" value={locale} />
        <DecoyField id="alerts-website" />
        <label htmlFor="alerts-email" className="mt-4 block text-sm font-semibold">
          {t('email')}
        </label>
        <input
          id="alerts-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          aria-invalid={refused === 'email' || undefined}
          aria-describedby={refused === 'email' ? 'alerts-email-error' : undefined}
          className={inputClass}
        />
        {refused === 'email' && (
          <p id="alerts-email-error" className="mt-1 text-sm text-danger">
            {validation('emailInvalid')}
          </p>
        )}
        <AlertPreferenceFields
          idPrefix="alerts"
          labels={{ languages: t('languages'), topics: t('topics'), frequency: t('frequency'), instant: t('instant'), daily: t('daily') }}
          {...choices}
          chosen={{ languages: [locale], topics: choices.topics.map((topic) => topic.value), frequency: 'instant' }}
          errors={{
            languages: refused === 'languages' ? t('chooseLanguage') : undefined,
            topics: refused === 'topics' ? t('chooseTopic') : undefined,
          }}
        />
        {refused === 'other' && (
          <p role="alert" className="mt-3 text-sm text-danger">
            {t('refused')}
          </p>
        )}
        <p className="mt-4 flex flex-wrap items-center gap-4">
          <button type="submit" className="btn btn-primary btn-md">
            {t('submit')}
          </button>
          <Link href="/privacy-policy" className="text-sm underline">
            {t('privacy')}
          </Link>
        </p>
      </form>
    </section>
  );
}
