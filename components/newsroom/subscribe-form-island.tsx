'use client';

import { usePathname } from 'next/navigation';
import { useActionState } from 'react';
import { DecoyField } from '@/components/ui/decoy-field';
import { subscribeToAlerts } from '@/lib/alerts/actions';
import { idleForm } from '@/lib/forms/form-state';
import { localizedPath, splitLocale, type Locale } from '@/lib/i18n/locales';
import { AlertPreferenceFields, type Choice, type PreferenceLabels } from './alert-preference-fields';

type SubscribeLabels = PreferenceLabels & {
  title: string;
  intro: string;
  email: string;
  submit: string;
  sent: string;
  privacy: string;
  chooseLanguage: string;
  chooseTopic: string;
};

type Props = {
  labels: SubscribeLabels;
  locale: Locale;
  privacyHref: string;
  languages: Choice[];
  topics: Choice[];
};

const inputClass =
  'mt-1 block w-full rounded-xl border border-border bg-background px-4 py-2 text-foreground focus:border-brand focus:outline-2 focus:outline-brand aria-[invalid=true]:border-danger';

/**
 * Release alerts' subscribe form (docs/behaviour.md#release-alerts). It posts through a server
 * action, so it works before or without JavaScript; the answer is the same whether the address was
 * new, pending or already subscribed.
 */
export function SubscribeFormIsland({ labels, locale, privacyHref, languages, topics }: Props) {
  // The permalink is where the browser posts without JavaScript: the page the visitor is on, as they
  // address it (an English page is rendered under /en but lives at /…).
  const permalink = localizedPath(splitLocale(usePathname() ?? '/').path, locale);
  const [state, action, pending] = useActionState(subscribeToAlerts, idleForm, permalink);
  if (state.status === 'sent') {
    return (
      <p role="status" className="rounded-xl border border-border p-4">
        {labels.sent}
      </p>
    );
  }
  const refused = state.status === 'refused' ? state : undefined;
  const emailError = refused?.fields.email;
  const chosen = refused
    ? { languages: refused.values.languages.split(','), topics: refused.values.topics.split(','), frequency: refused.values.frequency === 'daily' ? ('daily' as const) : ('instant' as const) }
    : { languages: [locale], topics: topics.map((topic) => topic.value), frequency: 'instant' as const };
  const general = refused && Object.keys(refused.fields).length === 0 ? refused.error : undefined;
  return (
    <form action={action} method="post" className="relative" aria-labelledby="alerts-subscribe-title" noValidate>
      <h2 id="alerts-subscribe-title" className="text-xl font-bold">
        {labels.title}
      </h2>
      <p className="mt-1 text-sm text-muted">{labels.intro}</p>
      <input type="hidden" name="locale" value={locale} />
      <DecoyField id="alerts-website" />
      <label htmlFor="alerts-email" className="mt-4 block text-sm font-semibold">
        {labels.email}
      </label>
      <input
        id="alerts-email"
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={refused?.values.email}
        aria-invalid={emailError ? true : undefined}
        aria-describedby={emailError ? 'alerts-email-error' : undefined}
        className={inputClass}
      />
      {emailError && (
        <p id="alerts-email-error" className="mt-1 text-sm text-danger">
          {emailError}
        </p>
      )}
      <AlertPreferenceFields
        idPrefix="alerts"
        labels={labels}
        languages={languages}
        topics={topics}
        chosen={chosen}
        errors={{
          languages: refused?.fields.languages && labels.chooseLanguage,
          topics: refused?.fields.topics && labels.chooseTopic,
        }}
      />
      {general && (
        <p role="alert" className="mt-3 text-sm text-danger">
          {general}
        </p>
      )}
      <p className="mt-4 flex flex-wrap items-center gap-4">
        <button type="submit" className="btn btn-primary btn-md" disabled={pending}>
          {labels.submit}
        </button>
        <a href={privacyHref} className="text-sm underline">
          {labels.privacy}
        </a>
      </p>
    </form>
  );
}
